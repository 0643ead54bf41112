import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../app/shell/app-shell';
import { CenteredSpinner } from '../../app/shell/progress';
import { usePageTitle } from '../../app/use-page-title';
import { apiRequest } from '../../lib/api-client';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';

/** AccountSettings, the sign-in and account part (spec §2 settings): e-mail, password, deletion. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('settings.title'));
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => apiRequest<{ email: string }>('me', { auth: 'id' }),
  });
  if (me.isPending) return <CenteredSpinner />;
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t('settings.title')}</Typography>
        <ChangeEmailCard currentEmail={me.data?.email ?? ''} />
        <ChangePasswordCard />
        <DeleteAccountCard />
      </Stack>
    </PageContainer>
  );
}
