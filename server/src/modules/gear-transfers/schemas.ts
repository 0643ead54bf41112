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

export const registeredProductParams = z.object({ registeredProductId: rowIdParamSchema });
export const transferParams = z.object({ transferId: z.uuid() });
