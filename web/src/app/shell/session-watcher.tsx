import { LOGIN_PATH } from '@backstage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onSessionEnd } from '@/lib/session-events';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';
import { useDialogs } from '@/lib/ui/dialogs';

const NOTICE_GAP_MS = 3000;

/**
 * docs/product.md#session-end: when the session ends under the user, show the token-expired dialog and go to /login keeping
 * path, query and hash (a deleted account goes to login without coming back).
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
        if (reason === 'expired') {
          // Login itself is never the route to return to.
          if (location.pathname !== LOGIN_PATH)
            writeStored(STORAGE_KEYS.redirectRoute, `${location.pathname}${location.search}${location.hash}`);
          dialogs.open({ title: t('session.expiredTitle'), body: t('session.expiredText') });
        }
        if (reason === 'conflict')
          dialogs.open({ title: t('session.errorTitle'), body: t('session.errorText') });
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate, location, dialogs, t],
  );
  return null;
}
