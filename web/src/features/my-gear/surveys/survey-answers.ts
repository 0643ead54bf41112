import { answerErrors, type QuestionAnswer } from '@backstage/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SurveyQuestion } from './api/get-survey';

/** One question's answer in the form: chosen options (single, multiple) or text. */
export interface AnswerValue {
  optionIds: number[];
  text: string;
}

/** Form values keyed `q<questionId>` (a bare number would make react-hook-form build an array). */
export type SurveyFormValues = { answers: Record<string, AnswerValue> };

export const answerKey = (questionId: number) => `q${questionId}`;

export const emptyAnswers = (questions: SurveyQuestion[]): SurveyFormValues => ({
  answers: Object.fromEntries(
    questions.map((question) => [answerKey(question.id), { optionIds: [], text: '' }]),
  ),
});

/** The payload of docs/product.md#questionnaire-calls `answers`: only questions that were answered. */
export function toAnswers(questions: SurveyQuestion[], values: SurveyFormValues): QuestionAnswer[] {
  return questions.flatMap((question): QuestionAnswer[] => {
    const value = values.answers[answerKey(question.id)];
    if (!value) return [];
    if (question.type === 'text')
      return value.text.trim() ? [{ questionId: question.id, text: value.text.trim() }] : [];
    return value.optionIds.length ? [{ questionId: question.id, optionIds: value.optionIds }] : [];
  });
}

/** Checks the answers with the rules the server applies (domain `answerErrors`, docs/product.md#survey-answers). */
export function surveyResolver(questions: SurveyQuestion[]): Resolver<SurveyFormValues> {
  return (values) => {
    const errors = answerErrors(questions, toAnswers(questions, values));
    if (errors.length === 0) return { values, errors: {} };
    const answers: Record<string, { type: string; message: string }> = {};
    for (const error of errors) {
      const questionId = Number(error.field.split('.')[1]);
      answers[answerKey(questionId)] = { type: 'validate', message: error.message };
    }
    return { values: {}, errors: { answers } as FieldErrors<SurveyFormValues> };
  };
}
