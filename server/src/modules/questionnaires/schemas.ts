import { rowIdParamSchema } from '@backstage/domain';
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

export {
  answerInfoListResponseSchema,
  answerInfoResponseSchema,
  questionnaireListResponseSchema,
  questionnaireResponseSchema,
} from '@backstage/domain';
