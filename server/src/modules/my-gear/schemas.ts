import { rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';

export {
  myGearListQuerySchema,
  registeredProductPayloadSchema,
  registeredProductUpdateSchema,
} from '@backstage/domain';

const id = rowIdParamSchema;
export const userParams = z.object({ id: z.string().max(64) });
// Not `id`: authenticate() reads `id` as a user id (users/{id}/…) and would refuse it.
export const registeredProductParams = z.object({ registeredProductId: id });

export {
  deletedResponseSchema,
  registeredProductListResponseSchema,
  registeredProductResponseSchema,
} from '@backstage/domain';
