import { MESSAGE_CODES } from './messages';
import { totpCodeSchema } from './two-step';
import { z } from './zod';

/**
 * `POST users/{id}/reauth` (docs/product.md#re-authentication): the password, or a current code of the
 * authenticator app when two-step sign-in is on; one of them. The web's dialog sends the one it shows.
 */
export const reauthBodySchema = z
  .object({
    password: z.string().min(1, MESSAGE_CODES.currentPasswordRequired).max(256).optional(),
    code: totpCodeSchema.optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    path: ['password'],
    message: MESSAGE_CODES.currentPasswordRequired,
  });
export type ReauthBody = z.infer<typeof reauthBodySchema>;
