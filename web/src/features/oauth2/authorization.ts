import { brandClientId } from '@backstage/domain';
import type { Credentials } from '@/lib/credentials';
import { currentBrand } from '@/lib/current-brand';
import { getToken } from './api/get-token';
import { newPkce } from './pkce';

const PENDING = 'backstage.oauth2';
export const redirectUri = () => `${window.location.origin}/backstage/oauth2/redirect`;

/** Starts the authorization-code flow: remembers verifier and state for this tab, then leaves for authorize. */
export async function startAuthorization(): Promise<void> {
  const { verifier, challenge, state } = await newPkce();
  sessionStorage.setItem(PENDING, JSON.stringify({ verifier, state }));
  const query = new URLSearchParams({
    client_id: brandClientId(currentBrand()),
    redirect_uri: redirectUri(),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_type: 'code',
  });
  window.location.assign(`/api/v1/oauth2/authorize?${query}`);
}

/** Finishes the flow: the state must match the one sent (else "State mismatch."), then the token call. */
export async function finishAuthorization(code: string, state: string | null): Promise<Credentials> {
  const pending = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as {
    verifier: string;
    state: string;
  } | null;
  sessionStorage.removeItem(PENDING);
  if (!pending || pending.state !== state) throw new Error('State mismatch.');
  return getToken(code, pending.verifier);
}
