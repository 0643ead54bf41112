import { z } from 'zod';

/** `GET backstagePass/codes/{code}`: a code that can still be redeemed and what it is for. */
export const passCodeResponseSchema = z.object({
  code: z.string(),
  event: z.string(),
  expiresAt: z.string().nullable(),
});
export type PassCodeResponse = z.infer<typeof passCodeResponseSchema>;

/** `POST backstagePass/codes/{code}/redeem`: the code is now the caller's. */
export const passRedemptionResponseSchema = passCodeResponseSchema.extend({ redeemedAt: z.string() });
export type PassRedemptionResponse = z.infer<typeof passRedemptionResponseSchema>;
