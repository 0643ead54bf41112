import { rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';

export {
  gearTransferAcceptSchema,
  gearTransferListResponseSchema,
  gearTransferPayloadSchema,
  gearTransferResponseSchema,
  registeredProductResponseSchema,
  statusResponse,
  unitHistoryResponseSchema,
} from '@backstage/domain';

// Not `id`: authenticate() reads `id` as a user id (users/{id}/…) and would refuse it.
export const registeredProductParams = z.object({ registeredProductId: rowIdParamSchema });
export const transferParams = z.object({ transferId: z.uuid() });
