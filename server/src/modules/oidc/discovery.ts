import { OIDC_PATHS, OIDC_SCOPES, type OpenIdConfiguration } from '@backstage/domain';
import type { Config } from '../../config';
import { SIGNING_ALGORITHMS } from '../tokens';

/** The claims the id token and UserInfo may carry. */
const CLAIMS = [
  'iss',
  'sub',
  'aud',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'amr',
  'sid',
  'azp',
  'email',
  'email_verified',
  'name',
  'given_name',
  'family_name',
  'locale',
];

/** OpenID Connect Discovery 1.0 §3: the issuer is PUBLIC_URL exactly, the keys the existing JWKS. */
export function openIdConfiguration(config: Pick<Config, 'PUBLIC_URL'>): OpenIdConfiguration {
  const issuer = config.PUBLIC_URL;
  const clientAuth = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer,
    authorization_endpoint: `${issuer}${OIDC_PATHS.authorize}`,
    token_endpoint: `${issuer}${OIDC_PATHS.token}`,
    userinfo_endpoint: `${issuer}${OIDC_PATHS.userinfo}`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    end_session_endpoint: `${issuer}${OIDC_PATHS.endSession}`,
    revocation_endpoint: `${issuer}${OIDC_PATHS.revoke}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...OIDC_SCOPES],
    prompt_values_supported: ['none', 'login', 'consent'],
    token_endpoint_auth_methods_supported: clientAuth,
    revocation_endpoint_auth_methods_supported: clientAuth,
    id_token_signing_alg_values_supported: [...SIGNING_ALGORITHMS].reverse(),
    claims_supported: CLAIMS,
    authorization_response_iss_parameter_supported: true,
  };
}
