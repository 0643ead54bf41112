import { LOGIN_PATH, restrictedRedirect } from '@backstage/domain';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { usePageTitle } from '../../app/use-page-title';
import { isSignedIn } from '../../lib/credentials';
import { DeleteAccountCard } from './delete-account-card';
import { SignInToContinue } from './sign-in-to-continue';

/**
 * DeleteAccount (spec §2, opened from the apps): deletes after sign-in, then follows the `redirect` query
 * when it points at one of the group's sites (restricted redirect), else goes to login.
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('settings.deleteTitle'));
  const [params] = useSearchParams();
  const _location = useLocation();
  const navigate = useNavigate();
  const afterDeletion = () => {
    const target = restrictedRedirect(params.get('redirect'));
    if (target.startsWith('/')) navigate(target === '/' ? LOGIN_PATH : target, { replace: true });
    else window.location.assign(target);
  };
  return (
    <PageContainer narrow>
      <Typography variant="h1" gutterBottom>
        {t('settings.deleteTitle')}
      </Typography>
      {isSignedIn() ? (
        <DeleteAccountCard onDeleted={afterDeletion} />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <SignInToContinue text={t('settings.signInToDelete')} />
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
