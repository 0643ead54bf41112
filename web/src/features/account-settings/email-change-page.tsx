import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { usePageTitle } from '../../app/use-page-title';
import { isSignedIn } from '../../lib/credentials';
import { SignInToContinue } from './sign-in-to-continue';
import { VerifyEmailForm } from './verify-email-form';

/** EmailChange: the mailed link verifies the new address; signing in first brings the user back here. */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('settings.verifyEmail'));
  const [params] = useSearchParams();
  const _location = useLocation();
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
            <SignInToContinue text={t('settings.signInToVerify')} />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
