import { MESSAGE_CODES } from './messages';
import { userParamsSchema } from './user-params';
import { z } from './zod';

/** The longest name a passkey may have (docs/product.md#passkeys). */
export const PASSKEY_NAME_MAX = 60;

/** A passkey's name, as its owner calls it ("Work laptop"). */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, MESSAGE_CODES.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, MESSAGE_CODES.passkeyNameTooLong);

// The browser's answers (WebAuthn `PublicKeyCredential.toJSON()`, as @simplewebauthn/browser gives them):
// only their outline is checked here; the server verifies their content.
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { message: 'Invalid passkey response.' });

const credentialOutline = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { message: 'Invalid passkey response.' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** A new passkey's attestation (`navigator.credentials.create`). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
});

/** A passkey's assertion (`navigator.credentials.get`). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
});

/** `POST users/{id}/passkeys`: the browser's attestation for the last registration options, and a name. */
export const addPasskeyBodySchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

/** `PUT users/{id}/passkeys/{passkeyId}`. */
export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBodySchema>;

/** `users/{id}/passkeys/{passkeyId}`. */
export const passkeyParamsSchema = userParamsSchema.extend({
  passkeyId: z.uuid({ message: 'Passkey not found.' }),
});

/** `POST signin/passkey/options`: with an address, its account's passkeys are offered; without, any passkey of the site. */
export const passkeySignInOptionsBodySchema = z
  .object({ email: z.email({ message: 'Invalid email' }).max(254).optional() })
  .default({});
export type PasskeySignInOptionsBody = z.infer<typeof passkeySignInOptionsBodySchema>;

/** `POST signin/passkey`: the browser's assertion for the last sign-in options. */
export const passkeySignInBodySchema = z.object({ response: passkeyAuthenticationResponseSchema });
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;
