import { type QuestionnaireResponse, SURVEY_UPDATE_TIME_S, type SurveyName } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { useMasterList } from '@/lib/master-data';

/**
 * A questionnaire as `GET questionnaires` returns it (docs/product.md#questionnaires), texts in one culture.
 */
export type SurveyQuestion = QuestionnaireResponse['questions'][number];

export interface SurveyQuery {
  name: SurveyName;
  /** The master-list ids of the survey's label and of the registration category. */
  labelId: number | undefined;
  categoryId: number | undefined;
  cultureId: number | undefined;
}

/** GET questionnaires: the survey of one label for a registration category, in one culture; null if none. */
export async function getSurvey({
  labelId,
  categoryId,
  cultureId,
}: SurveyQuery): Promise<QuestionnaireResponse | null> {
  const query = new URLSearchParams();
  query.append('labelIds[]', String(labelId));
  query.append('labelIds[]', String(categoryId));
  if (cultureId !== undefined) query.append('cultureCodeIds[]', String(cultureId));
  return (await apiRequest<{ data: QuestionnaireResponse[] }>(`questionnaires?${query}`)).data[0] ?? null;
}

export const surveyQueryOptions = (query: SurveyQuery, culture: string) =>
  queryOptions({
    queryKey: queryKeys.survey(query.name, query.categoryId, culture),
    queryFn: () => getSurvey(query),
    enabled: query.labelId !== undefined && query.categoryId !== undefined,
    staleTime: SURVEY_UPDATE_TIME_S * 1000,
  });

/**
 * The survey of one name for a registration category, in the visitor's culture; null when there is none.
 * Labels and cultures are master lists, so their ids come from there.
 */
export function useSurvey(name: SurveyName, categoryId: number | undefined) {
  const { i18n } = useTranslation();
  const labels = useMasterList('questionnaireLabels');
  const cultures = useMasterList('cultureCodes');
  const labelId = labels.data?.find((label) => label.name === name)?.id;
  const cultureId = cultures.data?.find((culture) => culture.value === i18n.language)?.id;
  const options = surveyQueryOptions({ name, labelId, categoryId, cultureId }, i18n.language);
  return useQuery({ ...options, enabled: options.enabled && cultures.isSuccess });
}
