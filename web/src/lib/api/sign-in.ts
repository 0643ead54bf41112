import { brandClientId, type MfaRequiredResponse, type SessionResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  type Credentials,
  clearCredentials,
  readCredentials,
  saveCredentials,
  tokenClaims,
} from '@/lib/credentials';
import { currentBrand } from '@/lib/current-brand';
import type { SignInFormValues } from '@/lib/sign-in-schema';

/** What the password step gives: signed in, or the token of the two-step check still to pass. */
export type SignInOutcome = { mfaToken: string } | undefined;

const userOf = (credentials: Credentials | null) =>
  credentials ? tokenClaims(credentials.idToken)['custom:user_id'] : undefined;

/** Keeps a sign-in's tokens. Signing in as another user than the stored one forgets the old user's data. */
export function keepSession(credentials: SessionResponse): void {
  const previous = userOf(readCredentials());
  if (previous && previous !== userOf(credentials)) clearCredentials();
  saveCredentials(credentials);
}

/**
 * POST signin; keeps the tokens. An account with two-step sign-in gets no tokens yet but the token of its
 * second step (docs/product.md#two-step-sign-in), which the caller completes with `POST signin/mfa`.
 */
export async function signIn(input: SignInFormValues): Promise<SignInOutcome> {
  const answer = await apiRequest<SessionResponse | MfaRequiredResponse>('signin', {
    body: input,
    // Signed in for the brand of this site: the security centre shows its sessions under that brand.
    headers: { 'x-client-id': brandClientId(currentBrand()) },
  });
  if ('mfaRequired' in answer) return { mfaToken: answer.mfaToken };
  keepSession(answer);
  return undefined;
}

/** Signs in from a form. */
export const useSignIn = () => useMutation({ mutationFn: signIn });
