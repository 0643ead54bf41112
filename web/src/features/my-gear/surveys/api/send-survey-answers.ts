import type { AnswerInfoResponse, QuestionAnswer } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshRegisteredProducts } from '@/lib/api/get-registered-products';
import { apiRequest } from '@/lib/api-client';

export interface SurveyAnswers {
  surveyId: number;
  registeredProductId: number;
  answers: QuestionAnswer[];
}

/**
 * POST questionnaires/{id}/answerInfos, then its answers: the server hands back the answer info already
 * started for this registration, so sending again replaces the answers rather than adding a second set.
 */
export async function sendSurveyAnswers({
  surveyId,
  registeredProductId,
  answers,
}: SurveyAnswers): Promise<void> {
  const info = await apiRequest<AnswerInfoResponse>(`questionnaires/${surveyId}/answerInfos`, {
    body: { registeredProductId },
    auth: 'id',
  });
  await apiRequest(`questionnaires/${surveyId}/answerInfos/${info.id}/answers`, {
    body: { answers },
    auth: 'id',
  });
}

/** Sends the answers; the registrations are read again, since they list their answered surveys. */
export function useSendSurveyAnswers() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: sendSurveyAnswers, onSuccess: refresh });
}
