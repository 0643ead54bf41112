import { LOGIN_PATH } from '@backstage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clearCredentials } from '@/lib/credentials';
import { ConfirmPage } from '@/lib/ui/confirm-page';
import { confirmOidcLogout } from './api/confirm-oidc-logout';
import { signOutBrowser } from './api/sign-out-browser';

/**
 * OAuth2Logout: asks, then ends the single sign-on session and the portal's and goes to login. Asking
 * first means a link on another site cannot sign anyone out. Opened by a relying party's logout (`logout`,
 * ADR 063), the yes goes back to the address it registered, when it gave one.
 */
export default function OAuth2LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = useSearchParams()[0].get('logout');
  const signOut = () => {
    setBusy(true);
    clearCredentials();
    const ended = logout ? confirmOidcLogout(logout).then((answer) => answer.redirectTo) : signOutBrowser();
    ended
      .catch(() => undefined)
      .then((redirectTo) =>
        typeof redirectTo === 'string'
          ? window.location.assign(redirectTo)
          : navigate(LOGIN_PATH, { replace: true }),
      );
  };
  return (
    <ConfirmPage
      title={t('oauth2Logout.title')}
      text={t('oauth2Logout.text')}
      confirmLabel={t('oauth2Logout.confirm')}
      cancelLabel={t('oauth2Logout.cancel')}
      onConfirm={signOut}
      onCancel={() => navigate('/', { replace: true })}
      busy={busy}
    />
  );
}
