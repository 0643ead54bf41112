import type { FieldError } from './errors';
import { MESSAGE_CODES } from './schemas/messages';

// The answer rules without zod: the web app checks a survey with them before it loads any schema (issue #14).

/** How a question is answered: one option, one or more options, or free text. */
export const QUESTION_TYPES = ['single', 'multiple', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const ANSWER_TEXT_MAX_LENGTH = 2000;

/** What the answer rules need to know of a question. */
export interface QuestionRule {
  id: number;
  type: QuestionType;
  required: boolean;
  options: readonly { id: number }[];
}

/**
 * What the answer rules read of an answer; the request schema (`schemas/questionnaire.ts`) gives this shape and
 * imports the length limit from here, so the rules stay free of zod.
 */
export interface AnswerGiven {
  questionId: number;
  optionIds?: readonly number[];
  text?: string;
}

/** The field an answer's error is reported on: the question, by id (answers may come in any order). */
export const answerField = (questionId: number) => `questions.${questionId}`;

/**
 * docs/product.md#survey-answers "Questionnaire answer required": every required question is answered; a single-choice question
 * has one option, a multiple-choice one at least one, all of them options of that question; text questions
 * take text. Returns the field errors, none when the answers may be stored.
 */
export function answerErrors(
  questions: readonly QuestionRule[],
  answers: readonly AnswerGiven[],
): FieldError[] {
  const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
  const known = new Set(questions.map((question) => question.id));
  const errors: FieldError[] = answers
    .filter((answer) => !known.has(answer.questionId))
    .map((answer) => ({ field: answerField(answer.questionId), message: 'Unknown question' }));
  for (const question of questions) {
    const answer = byId.get(question.id);
    const optionIds = answer?.optionIds ?? [];
    const given = !!answer?.text || optionIds.length > 0;
    if (!given) {
      if (question.required)
        errors.push({ field: answerField(question.id), message: MESSAGE_CODES.answerRequired });
      continue;
    }
    const options = new Set(question.options.map((option) => option.id));
    const valid =
      question.type === 'text'
        ? optionIds.length === 0
        : !answer?.text &&
          optionIds.every((id) => options.has(id)) &&
          new Set(optionIds).size === optionIds.length &&
          (question.type === 'multiple' || optionIds.length === 1);
    if (!valid) errors.push({ field: answerField(question.id), message: MESSAGE_CODES.invalidOption });
  }
  return errors;
}
