import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { SigningAlgorithm } from '../tokens';
import { invalidClient, invalidRequest } from './oidc-error';
import type { Params } from './params';

export interface OidcClient {
  id: string;
  /** Absent: a public client, which must use PKCE S256. */
  secret?: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** What the security centre and the export call it. */
  name: string;
  /** `id_token_signed_response_alg`: what its id and access tokens are signed with. */
  signingAlg: SigningAlgorithm;
  /** `first_party`: the maker's own site, which needs no consent and always gets a refresh token (ADR 088). */
  firstParty: boolean;
}

type ClientConfig = Pick<Config, 'OIDC_CLIENTS'>;

/** A relying party of `OIDC_CLIENTS` (docs/decisions/063-*), if the id names one. */
export function findClient(config: ClientConfig, id: string | undefined): OidcClient | undefined {
  const entry = config.OIDC_CLIENTS.find((client) => client.client_id === id);
  if (!entry) return undefined;
  return {
    id: entry.client_id,
    secret: entry.client_secret,
    redirectUris: entry.redirect_uris,
    postLogoutRedirectUris: entry.post_logout_redirect_uris,
    name: entry.name ?? entry.client_id,
    signingAlg: entry.id_token_signed_response_alg,
    firstParty: entry.first_party ?? false,
  };
}

/** The ids of every relying party: the audiences their tokens carry. */
export const clientIds = (config: ClientConfig): string[] =>
  config.OIDC_CLIENTS.map((client) => client.client_id);

/** The name of a relying party for people; undefined when the id is not one (a portal client). */
export const clientName = (config: ClientConfig, id: string): string | undefined =>
  findClient(config, id)?.name;

/** Compares secrets in constant time (their digests have one length whatever was sent). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** RFC 6749 §2.3.1: Basic credentials are form-encoded before base64. */
const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));

/** The client id and secret of an `Authorization: Basic` header. */
function basicCredentials(header: string): { id: string; secret: string } {
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1) throw invalidClient();
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw invalidClient();
  }
}

/**
 * Authenticates the client of a token or revocation request (RFC 6749 §2.3): `client_secret_basic` or
 * `client_secret_post` for a client with a secret, `none` (its id alone) for a public one. One method per
 * request; a public client that sends a secret, or a confidential one that sends none, is refused.
 */
export function authenticateClient(
  config: ClientConfig,
  authorization: string | undefined,
  params: Params,
): OidcClient {
  let id = params.client_id;
  let secret = params.client_secret;
  if (authorization !== undefined) {
    if (secret !== undefined) throw invalidRequest('Use one client authentication method, not two.');
    const basic = basicCredentials(authorization);
    if (id !== undefined && id !== basic.id) throw invalidRequest('client_id differs from the credentials.');
    ({ id, secret } = basic);
  }
  const client = findClient(config, id);
  if (!client) throw invalidClient();
  if (client.secret ? secret === undefined || !sameSecret(secret, client.secret) : secret !== undefined)
    throw invalidClient();
  return client;
}

/**
 * The origins browser clients call from (docs/decisions/089-*): those of the http(s) redirect URIs of every
 * client, as Keycloak's "web origins" default; an app scheme's redirect URI has no web origin.
 */
export function webOrigins(config: ClientConfig): Set<string> {
  const origins = config.OIDC_CLIENTS.flatMap((client) => client.redirect_uris)
    .map((uri) => new URL(uri))
    .filter((url) => url.protocol === 'https:' || url.protocol === 'http:')
    .map((url) => url.origin);
  return new Set(origins);
}
