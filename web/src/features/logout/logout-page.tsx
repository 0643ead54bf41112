import { LOGIN_PATH } from '@backstage/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '../../app/shell/progress';
import { clearCredentials, readCredentials } from '../../lib/credentials';

/** Logout: ends the session on the server (best effort), forgets the tokens, goes to login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const credentials = readCredentials();
    clearCredentials();
    const done = () => navigate(LOGIN_PATH, { replace: true });
    if (!credentials) return void done();
    fetch('/api/v1/signout/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: credentials.refreshToken }),
    }).finally(done);
  }, [navigate]);
  return <CenteredSpinner />;
}
