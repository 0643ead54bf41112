import { QUESTION_TYPES, rowIdParamSchema, SURVEY_NAMES } from '@backstage/domain';
import { z } from 'zod';
import { queryArray } from '../../lib/query-array';

export { answerInfoPayloadSchema, answersPayloadSchema } from '@backstage/domain';

const id = rowIdParamSchema;
const ids = queryArray(z.array(id).max(50)).optional();

export const questionnaireParams = z.object({ questionnaireId: id });
export const answerInfoParams = questionnaireParams.extend({ answerInfoId: id });
export const registeredProductParams = z.object({ registeredProductId: id });

export const listQuery = z.object({
  'labelIds[]': ids.describe('Only questionnaires carrying every one of these questionnaireLabels'),
  'cultureCodeIds[]': ids.describe('Offered in one of these cultures; texts in the first that has them'),
});
export const oneQuery = listQuery.pick({ 'cultureCodeIds[]': true });

const questionnaireResponse = z.object({
  id: z.number(),
  name: z.enum(SURVEY_NAMES),
  cultureCode: z.string().describe('The culture of the texts'),
  title: z.string(),
  description: z.string(),
  labels: z.array(z.object({ id: z.number(), name: z.string() })),
  cultureCodeIds: z.array(z.number()).optional().describe('Absent: offered in every culture'),
  questions: z.array(
    z.object({
      id: z.number(),
      type: z.enum(QUESTION_TYPES),
      required: z.boolean(),
      text: z.string(),
      options: z.array(z.object({ id: z.number(), text: z.string() })),
    }),
  ),
});

export { questionnaireResponse };
export const questionnaireListResponse = z.object({
  data: z.array(questionnaireResponse),
  total: z.number(),
});

export const answerInfoResponse = z.object({
  id: z.number(),
  user: z.object({ id: z.string() }),
  questionnaire: z.object({ id: z.number(), name: z.string() }),
  registeredProduct: z.object({ id: z.number() }),
  createDate: z.string(),
  answeredDate: z.string().optional(),
  answers: z.array(
    z.object({ questionId: z.number(), optionIds: z.array(z.number()), text: z.string().optional() }),
  ),
});
export const answerInfoListResponse = z.object({ data: z.array(answerInfoResponse) });
