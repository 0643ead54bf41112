import { z } from '../schemas/zod';

/** How long a re-authentication proof lasts (docs/product.md#re-authentication). */
export const REAUTH_SECONDS = 5 * 60;
/** The request header that carries the proof to the calls that need one. */
export const REAUTH_HEADER = 'x-reauth-token';

/** `POST users/{id}/reauth`: a proof for this account and session, for `expiresIn` seconds. */
export const reauthResponseSchema = z.object({
  reauthToken: z.string(),
  expiresIn: z.number().int(),
});
export type ReauthResponse = z.infer<typeof reauthResponseSchema>;
