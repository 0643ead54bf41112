import { OIDC_SCOPES } from '../oidc';
import { z } from '../schemas/zod';

/** `GET /.well-known/openid-configuration` (OpenID Connect Discovery 1.0 §3). */
export const openIdConfigurationSchema = z.object({
  issuer: z.string().describe('PUBLIC_URL exactly'),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string(),
  revocation_endpoint: z.string(),
  response_types_supported: z.array(z.string()),
  response_modes_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  prompt_values_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.boolean(),
});
export type OpenIdConfiguration = z.infer<typeof openIdConfigurationSchema>;

/** The token endpoint's answer (RFC 6749 §5.1, OpenID Connect Core §3.1.3.3). */
export const oidcTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  id_token: z.string(),
  refresh_token: z
    .string()
    .optional()
    .describe('Only with offline_access allowed, or for a first-party client (docs/decisions/088-*)'),
  scope: z.string(),
});

/** UserInfo (OpenID Connect Core §5.3): `sub` always, the rest by the granted scopes. */
export const oidcUserInfoSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  locale: z.string().optional().describe('The culture code, e.g. en-US'),
});
export type OidcUserInfo = z.infer<typeof oidcUserInfoSchema>;

/** The portal's logout screen confirmed an RP-initiated logout: where the browser goes next, if anywhere. */
export const oidcLogoutResponseSchema = z.object({
  status: z.literal('signedOut'),
  redirectTo: z.string().optional().describe("The relying party's registered post-logout redirect URI"),
});
export type OidcLogoutResponse = z.infer<typeof oidcLogoutResponseSchema>;

/** A relying party an account signed in to, as the data export names it. */
export const oidcClientUseSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  firstSignIn: z.string().describe('ISO time'),
  lastSignIn: z.string().describe('ISO time'),
});
export type OidcClientUse = z.infer<typeof oidcClientUseSchema>;

/** The consent screen's question (docs/decisions/088-*): who asks, for what, for which account. */
export const oidcConsentSchema = z.object({
  clientName: z.string(),
  scopes: z.array(z.enum(OIDC_SCOPES)).describe('The scopes asked for, openid first'),
  email: z.string().describe('The account the answer is for'),
});
export type OidcConsent = z.infer<typeof oidcConsentSchema>;

/** The consent screen's answer: where the browser goes next (the client's registered redirect URI). */
export const oidcConsentAnswerSchema = z.object({
  redirectTo: z.string().describe('The redirect URI with code, or with error=access_denied'),
});
export type OidcConsentAnswer = z.infer<typeof oidcConsentAnswerSchema>;

/** `GET users/{id}/connectedApps`: a relying party the account allowed or signed in to (docs/decisions/088-*). */
export const connectedAppSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  scopes: z.array(z.string()),
  firstUsedAt: z.string().describe('ISO time'),
  lastUsedAt: z.string().describe('ISO time'),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;
export const connectedAppListResponseSchema = z.object({ data: z.array(connectedAppSchema) });
export type ConnectedAppListResponse = z.infer<typeof connectedAppListResponseSchema>;
