import { SURVEY_UPDATE_TIME_S } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../../lib/api-client';
import { useMasterList } from '../../../../lib/master-data';
import type { Survey } from './get-survey';

/** GET questionnaires/{id}: one questionnaire, texts in the visitor's culture where it has them. */
export function useQuestionnaire(id: number | undefined) {
  const { i18n } = useTranslation();
  const cultures = useMasterList('cultureCodes');
  const cultureId = cultures.data?.find((culture) => culture.value === i18n.language)?.id;
  return useQuery({
    queryKey: ['questionnaire', id, i18n.language],
    enabled: id !== undefined && cultures.isSuccess,
    staleTime: SURVEY_UPDATE_TIME_S * 1000,
    queryFn: () =>
      apiRequest<Survey>(
        `questionnaires/${id}${cultureId === undefined ? '' : `?cultureCodeIds[]=${cultureId}`}`,
      ),
  });
}
