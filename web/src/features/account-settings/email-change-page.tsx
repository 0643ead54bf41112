import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '@/lib/credentials';
import { useQueryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { SignInToContinue } from './sign-in-to-continue';
import { VerifyEmailForm } from './verify-email-form';

/** EmailChange: the mailed link verifies the new address; signing in first brings the user back here. */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('settings.verifyEmail'));
  const email = useQueryParam('email') ?? '';
  const code = useQueryParam('code') ?? '';
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
