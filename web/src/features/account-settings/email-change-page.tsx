import { LOGIN_PATH } from '@backstage/domain';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { usePageTitle } from '../../app/use-page-title';
import { isSignedIn } from '../../lib/credentials';
import { STORAGE_KEYS, writeStored } from '../../lib/storage';
import { VerifyEmailForm } from './verify-email-form';

/** EmailChange: the mailed link verifies the new address; signing in first brings the user back here. */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('settings.verifyEmail'));
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? params.get('amp;code') ?? '';
  return (
    <PageContainer narrow>
      <Typography variant="h1" gutterBottom>
        {t('settings.verifyEmail')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          {isSignedIn() ? (
            <VerifyEmailForm email={email} initialCode={code} />
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>{t('settings.signInToVerify')}</Typography>
              <Button
                component={Link}
                to={LOGIN_PATH}
                variant="contained"
                onClick={() =>
                  writeStored(STORAGE_KEYS.redirectRoute, `${location.pathname}${location.search}`)
                }
              >
                {t('login.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
