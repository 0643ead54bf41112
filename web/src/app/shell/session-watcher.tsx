import { isProtectedPath, LOGIN_PATH } from '@backstage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { signOutBrowser } from '@/features/oauth2/api/sign-out-browser';
import { onSessionEnd } from '@/lib/session-events';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';
import { useDialogs } from '@/lib/ui/dialogs';

const NOTICE_GAP_MS = 3000;

/**
 * docs/product.md#session-end: when the session ends under the user (the credentials are already cleared), say
 * so and go to /login: an expired session keeps path, query and hash to come back to, and stays where it is on a
 * route that needs no sign-in; a deleted account goes to login without coming back; a session error (another
 * user on the other credential store) also ends the single sign-on browser session.
 */
export function SessionWatcher() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  const lastEnd = useRef(0);
  useEffect(
    () =>
      onSessionEnd((reason) => {
        // Requests sent together fail together: one notice is enough.
        const now = Date.now();
        if (now - lastEnd.current < NOTICE_GAP_MS) return;
        lastEnd.current = now;
        if (reason === 'conflict') {
          // Best effort: the dialog and the way to login do not wait for it.
          void signOutBrowser().catch(() => undefined);
          dialogs.open({ title: t('session.errorTitle'), body: t('session.errorText') });
        }
        if (reason === 'expired') {
          dialogs.open({ title: t('session.expiredTitle'), body: t('session.expiredText') });
          // A screen anyone may see goes on showing, signed out.
          if (!isProtectedPath(location.pathname)) return;
          writeStored(STORAGE_KEYS.redirectRoute, `${location.pathname}${location.search}${location.hash}`);
        }
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate, location, dialogs, t],
  );
  return null;
}
