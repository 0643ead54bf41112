import { LOGIN_PATH } from '@backstage/domain';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clearCredentials } from '@/lib/credentials';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { confirmOidcLogout } from './api/confirm-oidc-logout';
import { signOutBrowser } from './api/sign-out-browser';

/**
 * OAuth2Logout: asks, then ends the single sign-on session and the portal's and goes to login. Asking
 * first means a link on another site cannot sign anyone out. Opened by a relying party's logout (`logout`,
 * ADR 063), the yes goes back to the address it registered, when it gave one.
 */
export default function OAuth2LogoutPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('oauth2Logout.title'));
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
    <PageContainer narrow>
      <Card variant="outlined" component="section" aria-labelledby="oauth2-logout-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="oauth2-logout-title" variant="h1">
              {t('oauth2Logout.title')}
            </Typography>
            <Typography>{t('oauth2Logout.text')}</Typography>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={signOut} disabled={busy}>
                {t('oauth2Logout.confirm')}
              </Button>
              <Button onClick={() => navigate('/', { replace: true })} disabled={busy}>
                {t('oauth2Logout.cancel')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
