/**
 * An OAuth 2.0 / OpenID Connect error: the RFC's code and a description, answered as RFC 6749 §5.2 JSON by
 * the token, revocation and UserInfo endpoints, or sent back to the client's redirect URI (§4.1.2.1).
 */
export class OidcError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly statusCode = 400,
  ) {
    super(description);
  }
}

/** RFC 6749 §5.2: the client could not be authenticated (401, with the scheme it may use). */
export const invalidClient = () => new OidcError('invalid_client', 'Client authentication failed.', 401);

/** RFC 6749 §5.2: the code or refresh token is not (any longer) one this client may use. */
export const invalidGrant = (description: string) => new OidcError('invalid_grant', description);

/** RFC 6749 §5.2: a required parameter is missing, repeated or malformed. */
export const invalidRequest = (description: string) => new OidcError('invalid_request', description);
