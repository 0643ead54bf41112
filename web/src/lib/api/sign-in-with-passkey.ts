import {
  brandClientId,
  type PasskeyAuthenticationOptionsResponse,
  type SessionResponse,
} from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentBrand } from '@/lib/current-brand';
import { keepSession } from './sign-in';

/**
 * POST signin/passkey/options (no address: the browser offers the passkeys it holds for this site), the
 * browser's prompt, then POST signin/passkey with its assertion; keeps the tokens like `signIn`
 * (docs/product.md#passkeys). The WebAuthn code loads on the click, so the login page does not grow.
 */
export async function signInWithPasskey(): Promise<void> {
  const options = await apiRequest<PasskeyAuthenticationOptionsResponse>('signin/passkey/options', {
    body: {},
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  keepSession(
    await apiRequest<SessionResponse>('signin/passkey', {
      body: { response },
      // Signed in for the brand of this site, as with the password (docs/product.md#security-centre).
      headers: { 'x-client-id': brandClientId(currentBrand()) },
    }),
  );
}

/** Signs in with a passkey from the login page. */
export const useSignInWithPasskey = () => useMutation({ mutationFn: signInWithPasskey });
