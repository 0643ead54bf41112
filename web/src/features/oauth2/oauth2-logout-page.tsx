import { LOGIN_PATH } from '@backstage/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '../../app/shell/progress';
import { clearCredentials } from '../../lib/credentials';
import { signOutBrowser } from './api/oauth2-calls';

/** OAuth2Logout: ends the single sign-on session and the portal's, then goes to login. */
export default function OAuth2LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    clearCredentials();
    signOutBrowser()
      .catch(() => undefined)
      .finally(() => navigate(LOGIN_PATH, { replace: true }));
  }, [navigate]);
  return <CenteredSpinner />;
}
