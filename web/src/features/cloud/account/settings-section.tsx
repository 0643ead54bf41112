import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuleStatus } from '../api/get-rule-status';

/**
 * The settings section: where e-mail, password, region, language and deletion are changed, and the reminder
 * that a member's account cannot be deleted (docs/product.md#roles-and-permissions); the server decides.
 */
export function SettingsSection() {
  const { t } = useTranslation('cloud');
  const status = useRuleStatus();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('settingsSection.intro')}</Typography>
      <Button component={Link} to="/settings/settings" variant="outlined">
        {t('settingsSection.open')}
      </Button>
      {status.data?.hasMembership && (
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
