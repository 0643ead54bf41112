import { z } from '../schemas/zod';

/** Passkeys one account may hold (docs/product.md#passkeys). */
export const MAX_PASSKEYS = 20;
/** Seconds a passkey challenge (registration or sign-in options) may be answered in, once. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

/** One passkey of the account: what its owner sees of it, never its key. */
export const passkeySchema = z.object({
  id: z.string().describe('Passkey id for PUT/DELETE users/{id}/passkeys/{passkeyId}'),
  name: z.string(),
  created: z.string().describe('ISO time it was added'),
  lastUsed: z.string().nullable().describe('ISO time of its last sign-in; null before the first'),
});
export type PasskeyResponse = z.infer<typeof passkeySchema>;

/** `GET users/{id}/passkeys`: oldest first. */
export const passkeyListResponseSchema = z.object({ data: z.array(passkeySchema) });
export type PasskeyListResponse = z.infer<typeof passkeyListResponseSchema>;

const descriptor = z.object({
  id: z.string(),
  type: z.string().describe('public-key'),
  transports: z.array(z.string()).optional(),
});

/**
 * `POST users/{id}/passkeys/options`: WebAuthn `PublicKeyCredentialCreationOptionsJSON` for
 * `navigator.credentials.create` (@simplewebauthn/browser `startRegistration`).
 */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.unknown().optional(),
});
export type PasskeyRegistrationOptionsResponse = z.infer<typeof passkeyRegistrationOptionsSchema>;

/**
 * `POST signin/passkey/options`: WebAuthn `PublicKeyCredentialRequestOptionsJSON` for
 * `navigator.credentials.get` (@simplewebauthn/browser `startAuthentication`).
 */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.unknown().optional(),
});
export type PasskeyAuthenticationOptionsResponse = z.infer<typeof passkeyAuthenticationOptionsSchema>;
