import { z } from '../schemas/zod';

/** Recovery codes handed out when two-step sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/** `POST users/{id}/mfa/totp`: the secret to add to an authenticator app, also as an `otpauth://` URI. */
export const totpSetupResponseSchema = z.object({
  secret: z.string().describe('Base32 secret, for typing in'),
  otpauthUri: z.string().describe('otpauth://totp/… for a QR code'),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** `POST users/{id}/mfa/totp/verify`: two-step sign-in is on; the recovery codes are shown this once. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `GET users/{id}/mfa`: whether two-step sign-in is on and how many recovery codes are unused. */
export const twoStepStatusResponseSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatusResponse = z.infer<typeof twoStepStatusResponseSchema>;

/** `signin` of an account with two-step sign-in: no tokens yet, a token for `POST signin/mfa` (5 minutes). */
export const mfaRequiredResponseSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;
