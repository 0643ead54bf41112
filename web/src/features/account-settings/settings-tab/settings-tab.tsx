import { Stack } from '@mui/material';
import { useProfile } from '../api/get-profile';
import { ChangeEmailCard } from '../change-email-card';
import { ChangePasswordCard } from '../change-password-card';
import { DeleteAccountCard } from '../delete-account-card';

/** AccountSettings "settings" tab: the account's sign-in settings (e-mail, password, deletion). */
export function SettingsTab() {
  const profile = useProfile();
  return (
    <Stack spacing={3}>
      <ChangeEmailCard currentEmail={profile.data?.email ?? ''} />
      <ChangePasswordCard />
      <DeleteAccountCard />
    </Stack>
  );
}
