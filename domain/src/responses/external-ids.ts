import { EXTERNAL_SERVICES } from '../schemas/external-ids';
import { z } from '../schemas/zod';

/** `externalUserId/services/{serviceId}`: the stored id; `updated` false when a PUT changed nothing. */
export const externalUserIdResponseSchema = z.object({
  serviceId: z.enum(EXTERNAL_SERVICES),
  id: z.string(),
  updated: z.boolean().optional().describe('PUT only: false when the id was already the same (skipped)'),
});
export type ExternalUserIdResponse = z.infer<typeof externalUserIdResponseSchema>;
