import { LOGIN_PATH, restrictedRedirect } from '@backstage/domain';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSignedIn } from '@/lib/credentials';
import { useQueryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { DeleteAccountCard } from './delete-account-card';
import { SignInToContinue } from './sign-in-to-continue';

/**
 * DeleteAccount (docs/product.md#route-names, opened from the apps): deletes after sign-in, then follows the `redirect` query
 * when it points at one of the group's sites (restricted redirect), else goes to login.
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('settings.deleteTitle'));
  const redirect = useQueryParam('redirect');
  const navigate = useNavigate();
  const afterDeletion = () => {
    const target = restrictedRedirect(redirect);
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
