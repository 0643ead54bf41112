// The OpenID Connect provider's paths and scopes (docs/decisions/063-*): no zod, so the sign-in page may read them.

/**
 * Where the OpenID Connect provider's endpoints answer (docs/decisions/063-*): under `/api/v1/oauth2/`, the path
 * the browser session's cookie is sent to, beside the spec's own oauth2 calls.
 */
export const OIDC_PATHS = {
  authorize: '/api/v1/oauth2/oidc/authorize',
  token: '/api/v1/oauth2/oidc/token',
  userinfo: '/api/v1/oauth2/oidc/userinfo',
  revoke: '/api/v1/oauth2/oidc/revoke',
  endSession: '/api/v1/oauth2/oidc/logout',
  /** The portal's logout screen confirms an RP-initiated logout here (same origin only). */
  confirmLogout: '/api/v1/oauth2/oidc/logout/confirm',
  /** The consent screen reads what a client asks for and answers Allow or Deny here (same origin only, ADR 088). */
  consent: '/api/v1/oauth2/oidc/consent',
} as const;

/** The scopes the OpenID Connect provider knows (docs/decisions/063-*); others are ignored. */
export const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;
export type OidcScope = (typeof OIDC_SCOPES)[number];
