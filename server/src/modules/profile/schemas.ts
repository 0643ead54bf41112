import { emailSchema, profileUpdatePayloadSchema, rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';

export { interestPayloadSchema, phonePayloadSchema } from '@backstage/domain';

/** PUT users/{id}: an e-mail change (`email`, `mailFormatType`) or a profile update (spec §7). */
export const userUpdateBody = profileUpdatePayloadSchema.extend({ email: emailSchema.optional() });
export const userParams = z.object({ id: z.string().max(64) });
export const phoneParams = userParams.extend({
  phoneId: rowIdParamSchema,
});
export const interestParams = z.object({
  interestId: rowIdParamSchema,
});

const masterRef = z.object({ id: z.number(), value: z.string() });
export const phoneResponse = z.object({ id: z.number(), number: z.string(), type: masterRef });
export const interestResponse = z.object({ id: z.number(), interest: masterRef });
export const deleted = z.object({ status: z.literal('deleted') });
