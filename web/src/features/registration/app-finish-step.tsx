import type { AppFlow } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppReturnActions } from '@/lib/ui/app-return';

/**
 * The end of RegisterByApp and MigrationByApp (docs/product.md#app-client-screens): the account is active; back
 * to the app by its deep link, or close the page. No way into the portal from here.
 */
export function AppFinishStep({ flow }: { flow: Extract<AppFlow, 'signup' | 'migration'> }) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('app.doneTitle')}
      </Typography>
      <Typography>{t(flow === 'migration' ? 'app.doneMigration' : 'app.doneSignup')}</Typography>
      <AppReturnActions flow={flow} />
    </Stack>
  );
}
