import { useTranslation } from 'react-i18next';
import { isSignedIn } from '@/lib/credentials';
import { useQueryParam } from '@/lib/query-params';
import { CardPage } from '@/lib/ui/card-page';
import { SignInToContinue } from './sign-in-to-continue';
import { VerifyEmailForm } from './verify-email-form';

/** EmailChange: the mailed link verifies the new address; signing in first brings the user back here. */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  const email = useQueryParam('email') ?? '';
  const code = useQueryParam('code') ?? '';
  return (
    <CardPage title={t('settings.verifyEmail')}>
      {isSignedIn() ? (
        <VerifyEmailForm email={email} initialCode={code} />
      ) : (
        <SignInToContinue text={t('settings.signInToVerify')} />
      )}
    </CardPage>
  );
}
