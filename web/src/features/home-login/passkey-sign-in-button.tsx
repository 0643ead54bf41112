import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSignInWithPasskey } from '@/lib/api/sign-in-with-passkey';

const supportsWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

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
  if (!supportsWebAuthn()) return null;
  return (
    <Button
      variant="outlined"
      size="large"
      disabled={signIn.isPending}
      onClick={() =>
        signIn.mutate(undefined, {
          onSuccess: onSignedIn,
          onError: (error) =>
            onFailed(
              error.name === 'NotAllowedError' || error.name === 'AbortError'
                ? t('passkey.cancelled')
                : error.message || t('login.failed'),
            ),
        })
      }
    >
      {t('passkey.signIn')}
    </Button>
  );
}
