import { rowIdParamSchema, userParamsSchema } from '@backstage/domain';

export { devicePayloadSchema } from '@backstage/domain';

export const deviceParams = userParamsSchema.extend({
  deviceId: rowIdParamSchema,
});

export {
  deletedResponseSchema,
  deviceListResponseSchema,
  deviceResponseSchema,
} from '@backstage/domain';
