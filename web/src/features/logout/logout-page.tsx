import { LOGIN_PATH } from '@backstage/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearCredentials, readCredentials } from '@/lib/credentials';
import { ConfirmPage } from '@/lib/ui/confirm-page';
import { CenteredSpinner } from '@/lib/ui/progress';
import { signOut } from './api/sign-out';
import { forgetLoadMark, loadedByTheUser, openedByTheApp } from './opened-by-the-app';

/**
 * Logout (docs/product.md#sign-out): ends the session on the server (best effort), forgets the tokens, goes
 * to login. Opened by the app's own navigation, a typed address, a bookmark or a link on the portal's own pages
 * it signs out at once; opened from another site it asks first, so a planted link cannot sign anyone out
 * (ADR 024, ADR 064).
 */
export default function LogoutPage() {
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(
    () => openedByTheApp(location) || loadedByTheUser() || !readCredentials(),
  );
  useEffect(forgetLoadMark, []);
  return confirmed ? <SigningOut /> : <ConfirmSignOut onConfirm={() => setConfirmed(true)} />;
}

function SigningOut() {
  const navigate = useNavigate();
  useEffect(() => {
    const credentials = readCredentials();
    clearCredentials();
    const done = () => navigate(LOGIN_PATH, { replace: true });
    if (!credentials) return void done();
    // Best effort: the tokens are forgotten here whatever the server answers.
    signOut(credentials.refreshToken)
      .catch(() => undefined)
      .finally(done);
  }, [navigate]);
  return <CenteredSpinner />;
}

function ConfirmSignOut({ onConfirm }: { onConfirm(): void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <ConfirmPage
      title={t('logout.title')}
      text={t('logout.text')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('logout.stay')}
      onConfirm={onConfirm}
      onCancel={() => navigate('/', { replace: true })}
    />
  );
}
