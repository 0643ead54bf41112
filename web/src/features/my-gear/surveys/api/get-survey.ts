import { SURVEY_UPDATE_TIME_S, type SurveyName } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../../lib/api-client';
import { useMasterList } from '../../../../lib/master-data';

export interface SurveyQuestion {
  id: number;
  type: 'single' | 'multiple' | 'text';
  required: boolean;
  text: string;
  options: { id: number; text: string }[];
}

/** A questionnaire as `GET questionnaires` returns it (spec §3 Questionnaire), texts in one culture. */
export interface Survey {
  id: number;
  name: SurveyName;
  cultureCode: string;
  title: string;
  description: string;
  questions: SurveyQuestion[];
}

/**
 * GET questionnaires: the survey of one name for a registration category, in the visitor's culture; null
 * when there is none. Labels and cultures are master lists, so their ids come from there.
 */
export function useSurvey(name: SurveyName, categoryId: number | undefined) {
  const { i18n } = useTranslation();
  const labels = useMasterList('questionnaireLabels');
  const cultures = useMasterList('cultureCodes');
  const labelId = labels.data?.find((label) => label.name === name)?.id;
  const cultureId = cultures.data?.find((culture) => culture.value === i18n.language)?.id;
  const ready = labelId !== undefined && categoryId !== undefined && cultures.isSuccess;
  return useQuery({
    queryKey: ['survey', name, categoryId, i18n.language],
    enabled: ready,
    staleTime: SURVEY_UPDATE_TIME_S * 1000,
    queryFn: async () => {
      const query = new URLSearchParams();
      query.append('labelIds[]', String(labelId));
      query.append('labelIds[]', String(categoryId));
      if (cultureId !== undefined) query.append('cultureCodeIds[]', String(cultureId));
      const list = await apiRequest<{ data: Survey[] }>(`questionnaires?${query}`);
      return list.data[0] ?? null;
    },
  });
}
