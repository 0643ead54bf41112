import { blocksAccountDeletion } from '@backstage/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserSubscriptions } from '../api/get-user-subscriptions';

/**
 * The settings section: where e-mail, password, region, language and deletion are changed, and the reminder
 * that a member's account cannot be deleted while a subscription is active (docs/product.md#account-deletion;
 * the server decides): a cancelled one keeps access but blocks nothing.
 */
export function SettingsSection() {
  const { t } = useTranslation('cloud');
  const subscriptions = useUserSubscriptions();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('settingsSection.intro')}</Typography>
      <Button component={Link} to="/settings/settings" variant="outlined">
        {t('settingsSection.open')}
      </Button>
      {subscriptions.data?.some(blocksAccountDeletion) && (
        <Alert severity="info">
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <span>{t('settingsSection.deleteBlocked')}</span>
            <Button component={Link} to="/cloud/contact-us" color="inherit" size="small" variant="outlined">
              {t('settingsSection.contact')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
