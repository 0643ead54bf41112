import { LOGIN_PATH } from '@backstage/domain';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearCredentials } from '@/lib/credentials';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { signOutBrowser } from './api/sign-out-browser';

/**
 * OAuth2Logout: asks, then ends the single sign-on session and the portal's and goes to login. Asking
 * first means a link on another site cannot sign anyone out.
 */
export default function OAuth2LogoutPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('oauth2Logout.title'));
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = () => {
    setBusy(true);
    clearCredentials();
    signOutBrowser()
      .catch(() => undefined)
      .finally(() => navigate(LOGIN_PATH, { replace: true }));
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
