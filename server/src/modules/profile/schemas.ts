import {
  emailSchema,
  profileUpdatePayloadSchema,
  rowIdParamSchema,
  userParamsSchema,
} from '@backstage/domain';
import { z } from 'zod';

export { interestPayloadSchema, interestSetPayloadSchema, phonePayloadSchema } from '@backstage/domain';

/**
 * PUT users/{id}: a profile update, or an e-mail change when `email` differs from the current address
 * (docs/product.md#profile-calls). Anything else a client sends (what `GET me` answers: id, phones, …) is stripped.
 */
export const userUpdateBody = profileUpdatePayloadSchema.extend({ email: emailSchema.optional() });
export const phoneParams = userParamsSchema.extend({
  phoneId: rowIdParamSchema,
});
export const interestParams = z.object({
  interestId: rowIdParamSchema,
});

export {
  deletedResponseSchema,
  interestListResponseSchema,
  interestResponseSchema,
  managingCultureCodesResponseSchema,
  phoneListResponseSchema,
  phoneResponseSchema,
  userResponseSchema,
} from '@backstage/domain';
