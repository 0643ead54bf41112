import { type AppFlow, appReturnUrl } from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The end of RegisterByApp and MigrationByApp (docs/product.md#app-client-screens): the account is active; back
 * to the app by its deep link, or close the page (a window the app opened closes; elsewhere the text says what
 * to do). No way into the portal from here.
 */
export function AppFinishStep({ flow }: { flow: Extract<AppFlow, 'signup' | 'migration'> }) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('app.doneTitle')}
      </Typography>
      <Typography>{t(flow === 'migration' ? 'app.doneMigration' : 'app.doneSignup')}</Typography>
      <Button variant="contained" size="large" href={appReturnUrl(flow)}>
        {t('app.return')}
      </Button>
      <Button variant="text" onClick={() => window.close()}>
        {t('app.close')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('app.closeHint')}
      </Typography>
    </Stack>
  );
}
