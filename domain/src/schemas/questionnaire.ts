import { ANSWER_TEXT_MAX_LENGTH } from '../survey-answers';
import { rowIdSchema } from './row-id';
import { z } from './zod';

/** docs/product.md#questionnaire-calls `POST questionnaires/{id}/answerInfos`: the registered product the answers are about. */
export const answerInfoPayloadSchema = z.object({
  registeredProductId: rowIdSchema,
});

/** One answer: the chosen options (single, multiple) or the text (text questions). */
export const questionAnswerSchema = z.object({
  questionId: rowIdSchema,
  optionIds: z.array(rowIdSchema).max(50).optional(),
  text: z.string().trim().max(ANSWER_TEXT_MAX_LENGTH).optional(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** docs/product.md#questionnaire-calls `POST questionnaires/{id}/answerInfos/{id}/answers`: every answer of the questionnaire at once. */
export const answersPayloadSchema = z.object({ answers: z.array(questionAnswerSchema).max(100) });
