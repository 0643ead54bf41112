import type { AnswerInfoRow } from './answer-info-repo';

/**
 * answerInfos (docs/product.md#questionnaires) (user, questionnaire, product) with their answers; `answeredDate` is absent until
 * the answers are sent. Server-managed flags (isDeleted) are not shown: unregistering deletes them.
 */
export function answerInfoView(row: AnswerInfoRow) {
  return {
    id: row.id,
    user: { id: row.userId },
    questionnaire: row.questionnaire,
    registeredProduct: { id: row.registeredProductId },
    createDate: new Date(row.createDate).toISOString(),
    ...(row.answeredDate !== null && { answeredDate: new Date(row.answeredDate).toISOString() }),
    answers: row.answers.map((answer) => ({
      questionId: answer.questionId,
      optionIds: answer.optionIds,
      ...(answer.text !== null && { text: answer.text }),
    })),
  };
}

export type AnswerInfo = ReturnType<typeof answerInfoView>;
