import { z } from './zod';

/** A 6-digit code of the authenticator app. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code.' });

/** A recovery code as shown (`XXXXX-XXXXX`, letters and digits); case and the hyphen are forgiven. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { message: 'Enter a 6-digit code or a recovery code.' });

/** `POST users/{id}/mfa/totp/verify` and `DELETE users/{id}/mfa/totp`. */
export const totpCodeBodySchema = z.object({ code: totpCodeSchema });

/** `POST signin/mfa`: the token of the password step and a TOTP code or a recovery code. */
export const signInMfaBodySchema = z.object({
  mfaToken: z.string().min(20).max(100),
  code: z.union([totpCodeSchema, recoveryCodeSchema], {
    message: 'Enter a 6-digit code or a recovery code.',
  }),
});
export type SignInMfaBody = z.infer<typeof signInMfaBodySchema>;
