import { REGISTRATION_STATUSES, rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';
import { answerInfoResponse } from '../questionnaires/schemas';

export {
  myGearListQuerySchema,
  registeredProductPayloadSchema,
  registeredProductUpdateSchema,
} from '@backstage/domain';

const id = rowIdParamSchema;
export const userParams = z.object({ id: z.string().max(64) });
// Not `id`: authenticate() reads `id` as a user id (users/{id}/…) and would refuse it.
export const registeredProductParams = z.object({ registeredProductId: id });

const store = z.object({ id: z.number(), name: z.string(), city: z.string(), countryCode: z.string() });

/** Spec §3 Registered product as returned; fields not known yet (pending) are absent. */
export const registeredProductResponse = z.object({
  id: z.number(),
  product: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    modelCode: z.string(),
    brand: z.object({ value: z.string() }),
    categoryId: z.number().optional().describe('registration category: picks the product survey'),
  }),
  serialCode: z.string().optional(),
  purchaseDate: z.string().optional().describe('YYYY-MM-DD'),
  purchaseMethod: z.object({ id: z.number(), value: z.string() }).optional(),
  purchaseDealer: z.object({ store: store.optional(), name: z.string() }).optional(),
  status: z.enum(REGISTRATION_STATUSES),
  createDate: z.string(),
  answerInfos: z.array(answerInfoResponse),
});

export const registeredProductListResponse = z.object({
  data: z.array(registeredProductResponse),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

export const deleted = z.object({ status: z.literal('deleted') });
