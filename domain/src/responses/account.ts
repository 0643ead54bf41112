import { MAIL_FORMAT_TYPES } from '../enums';
import { z } from '../schemas/zod';
import { masterValueSchema, statusResponse } from './common';

/** `GET serverTime`: the server's time and a single-use security token (60 s) for sign-up. */
export const serverTimeResponseSchema = z.object({ serverTime: z.string(), securityToken: z.string() });
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;

/** `POST signup` and `users/migrate` (201): the new, not yet activated account. */
export const signUpResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  activationId: z.string().optional().describe('Only when the payload asked useActivationId'),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** `POST confirmationCode/resend`: where the new activation mail went. */
export const resendResponseSchema = signUpResponseSchema.omit({ userId: true });
export type ResendResponse = z.infer<typeof resendResponseSchema>;

/** `POST accountType`: which way an e-mail goes (docs/product.md#account-lifecycle). */
export const ACCOUNT_TYPES = ['available', 'exists', 'notActivated', 'migration'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const accountTypeResponseSchema = z.object({ accountType: z.enum(ACCOUNT_TYPES) });
export type AccountTypeResponse = z.infer<typeof accountTypeResponseSchema>;

/** A session: `signin`, `tokens/refresh` and `oauth2/token`. */
export const sessionResponseSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Seconds the id and access tokens are valid'),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST confirm` (activation; an account already active answers the same). */
export const confirmedResponseSchema = statusResponse('confirmed');
/** Sign-out calls. */
export const signedOutResponseSchema = statusResponse('signedOut');
/** `POST users/password` (always, known address or not). */
export const sentResponseSchema = statusResponse('sent');
/** Password reset and change. */
export const changedResponseSchema = statusResponse('changed');

/** `GET /.well-known/jwks.json`: the public keys tokens are signed with. */
export const jwksResponseSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string().optional(), alg: z.string().optional() })),
});

/**
 * The account of User (docs/product.md#user) as the API shows it: never the password hash or status flags. `me` adds the
 * profile (`userResponseSchema`); `users/{id}/linkage/changeEmail` answers this part.
 */
export const accountResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  phoneticFirstName: z.string().optional(),
  phoneticLastName: z.string().optional(),
  cultureCode: masterValueSchema.partial({ id: true }).describe('The account culture ({ id, value })'),
  country: z.string().optional().describe('English country name'),
  allowEmail: z.boolean(),
  mailFormatType: z.enum(MAIL_FORMAT_TYPES),
  signupSource: z.string(),
  pendingEmail: z.string().optional().describe('A new address waiting for its code'),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
