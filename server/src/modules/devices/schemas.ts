import { rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';

export { devicePayloadSchema } from '@backstage/domain';

export const userParams = z.object({ userId: z.string().max(64) });
export const deviceParams = userParams.extend({
  deviceId: rowIdParamSchema,
});

export {
  deletedResponseSchema,
  deviceListResponseSchema,
  deviceResponseSchema,
} from '@backstage/domain';
