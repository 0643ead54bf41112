import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSignInWithPasskey } from '@/lib/api/sign-in-with-passkey';
import { ApiRequestError } from '@/lib/api-client';
import { useBrowserValue } from '@/lib/hydration/use-hydrated';

const supportsWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
// The prerendered login page (ADR 046) shows the button, as nearly every browser has passkeys; hydration
// starts from that, and a browser without them then drops it.
const useWebAuthn = () => useBrowserValue(supportsWebAuthn, true);

/**
 * "Sign in with a passkey" (docs/product.md#passkeys): the browser's prompt, then the sign-in goes on as the
 * password's does. `onFailed` gets the message to show; a dismissed prompt says so in the user's language.
 */
export function PasskeySignInButton({
  onSignedIn,
  onFailed,
}: {
  onSignedIn(): void;
  onFailed(message: string): void;
}) {
  const { t } = useTranslation('auth');
  const signIn = useSignInWithPasskey();
  const supported = useWebAuthn();
  // The browser's refusal (prompt dismissed or timed out) and the server's, in the interface language.
  const messageOf = (error: Error) => {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') return t('passkey.cancelled');
    const code = error instanceof ApiRequestError ? error.code : undefined;
    if (code === 'PASSKEY_NOT_VERIFIED') return t('passkey.notVerified');
    if (code === 'PASSKEY_CHALLENGE_EXPIRED') return t('passkey.expired');
    return error.message || t('login.failed');
  };
  if (!supported) return null;
  return (
    <Button
      variant="outlined"
      size="large"
      disabled={signIn.isPending}
      onClick={() =>
        signIn.mutate(undefined, {
          onSuccess: onSignedIn,
          onError: (error) => onFailed(messageOf(error)),
        })
      }
    >
      {t('passkey.signIn')}
    </Button>
  );
}
