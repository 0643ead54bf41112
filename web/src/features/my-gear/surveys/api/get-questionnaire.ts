import type { QuestionnaireResponse } from '@backstage/domain';
import { SURVEY_UPDATE_TIME_S } from '@backstage/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { useMasterList } from '@/lib/master-data';

/** GET questionnaires/{id}: one questionnaire, texts in the culture of `cultureId` where it has them. */
export function getQuestionnaire(id: number, cultureId: number | undefined): Promise<QuestionnaireResponse> {
  return apiRequest(`questionnaires/${id}${cultureId === undefined ? '' : `?cultureCodeIds[]=${cultureId}`}`);
}

export const questionnaireQueryOptions = (
  id: number | undefined,
  cultureId: number | undefined,
  culture: string,
) =>
  queryOptions({
    queryKey: queryKeys.questionnaire(id, culture),
    queryFn: id === undefined ? skipToken : () => getQuestionnaire(id, cultureId),
    staleTime: SURVEY_UPDATE_TIME_S * 1000,
  });

/** One questionnaire in the visitor's culture. */
export function useQuestionnaire(id: number | undefined) {
  const { i18n } = useTranslation();
  const cultures = useMasterList('cultureCodes');
  const cultureId = cultures.data?.find((culture) => culture.value === i18n.language)?.id;
  return useQuery({
    ...questionnaireQueryOptions(id, cultureId, i18n.language),
    enabled: cultures.isSuccess,
  });
}
