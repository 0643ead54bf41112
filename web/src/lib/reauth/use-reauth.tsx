import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReauthDialog } from './reauth-dialog';
import { needsReauth, ReauthCancelled } from './reauth-proof';

interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Runs a call that may need a recent re-authentication (docs/product.md#re-authentication): when the server
 * answers `REAUTH_REQUIRED`, `dialog` asks for the password (or a two-step code, with `allowCode`) and the call
 * runs once more with the proof; closing the dialog rejects with `ReauthCancelled`. Render `dialog`.
 */
export function useReauth({ allowCode = true }: { allowCode?: boolean } = {}): {
  withReauth<T>(work: () => Promise<T>): Promise<T>;
  dialog: ReactNode;
} {
  // Starts loading the dialog's texts with the card that uses it, without holding the card back for them.
  const { t } = useTranslation('security', { useSuspense: false });
  const [waiting, setWaiting] = useState<Waiting>();
  const cancelledText = useRef('');
  cancelledText.current = t('reauth.cancelled');
  const withReauth = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return work();
    }
  }, []);
  const finish = (confirmed: boolean) => {
    setWaiting(undefined);
    if (confirmed) waiting?.resolve();
    else waiting?.reject(new ReauthCancelled(cancelledText.current));
  };
  const dialog = waiting && (
    <ReauthDialog allowCode={allowCode} onDone={() => finish(true)} onCancel={() => finish(false)} />
  );
  return { withReauth, dialog };
}
