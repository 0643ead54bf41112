import type { Deps } from '../../deps';
import { digest, newToken } from '../../lib/codes';
import type { BrowserSignIn } from '../accounts';
import type { AuthorizeRequest } from './authorize-request';
import type { OidcClient } from './clients';
import { insertCode } from './code-repo';
import { recordGrant } from './grant-repo';

/** Where an authorization answer goes: the registered redirect URI with `state` and `iss` (RFC 9207). */
export function redirectAnswer(
  deps: Pick<Deps, 'config'>,
  redirectUri: string,
  state: string | undefined,
  answer: Record<string, string>,
): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries({ ...answer, ...(state && { state }) }))
    url.searchParams.set(name, value);
  url.searchParams.set('iss', deps.config.PUBLIC_URL);
  return url.toString();
}

/**
 * A code for the browser session's sign-in (RFC 6749 §4.1.2), and the account's grant to the client recorded
 * as used ("Connected apps", docs/decisions/088-*); `consented` when the consent screen allowed the scopes.
 */
export async function issueCode(
  deps: Deps,
  client: OidcClient,
  redirectUri: string,
  request: Pick<AuthorizeRequest, 'scope' | 'nonce' | 'codeChallenge'>,
  signIn: BrowserSignIn,
  browserSessionId: string,
  consented = false,
): Promise<string> {
  const code = newToken();
  await deps.db.transaction(async (db) => {
    await recordGrant(db, {
      userId: signIn.userId,
      clientId: client.id,
      scopes: request.scope.split(' '),
      consented,
    });
    await insertCode(db, digest(code), {
      userId: signIn.userId,
      clientId: client.id,
      redirectUri,
      codeChallenge: request.codeChallenge ?? null,
      nonce: request.nonce ?? null,
      scope: request.scope,
      browserSessionId,
      authTime: signIn.created,
      amr: signIn.amr,
    });
  });
  return code;
}
