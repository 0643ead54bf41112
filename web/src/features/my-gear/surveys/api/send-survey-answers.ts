import type { QuestionAnswer } from '@backstage/domain';
import { apiRequest } from '../../../../lib/api-client';

interface AnswerInfo {
  id: number;
}

/**
 * POST questionnaires/{id}/answerInfos, then its answers: the server hands back the answer info already
 * started for this registration, so sending again replaces the answers rather than adding a second set.
 */
export async function sendSurveyAnswers(
  surveyId: number,
  registeredProductId: number,
  answers: QuestionAnswer[],
): Promise<void> {
  const info = await apiRequest<AnswerInfo>(`questionnaires/${surveyId}/answerInfos`, {
    body: { registeredProductId },
    auth: 'id',
  });
  await apiRequest(`questionnaires/${surveyId}/answerInfos/${info.id}/answers`, {
    body: { answers },
    auth: 'id',
  });
}
