import { LOGIN_PATH } from '@backstage/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onSessionEnd } from '../../lib/session-events';
import { STORAGE_KEYS, writeStored } from '../../lib/storage';
import { useDialogs } from './dialogs';

/**
 * Spec §4: when the session ends under the user, show the token-expired dialog and go to /login keeping
 * path, query and hash (a deleted account goes to login without coming back).
 */
export function SessionWatcher() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  useEffect(
    () =>
      onSessionEnd((reason) => {
        // Requests sent before the session ended may fail after the move to login: one notice is enough,
        // and login must not become the route to return to.
        if (location.pathname === LOGIN_PATH) return;
        if (reason === 'expired') {
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
