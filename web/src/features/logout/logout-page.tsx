import { LOGIN_PATH } from '@backstage/domain';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearCredentials, readCredentials } from '@/lib/credentials';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
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
  usePageTitle(t('logout.title'));
  const navigate = useNavigate();
  return (
    <PageContainer narrow>
      <Card variant="outlined" component="section" aria-labelledby="logout-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="logout-title" variant="h1">
              {t('logout.title')}
            </Typography>
            <Typography>{t('logout.text')}</Typography>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={onConfirm}>
                {t('logout.confirm')}
              </Button>
              <Button onClick={() => navigate('/', { replace: true })}>{t('logout.stay')}</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
