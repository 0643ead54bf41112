import { type AppFlow, appReturnUrl } from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The way back at the end of an app-client flow (docs/product.md#app-client-screens): the app's fixed deep link
 * for the flow (the domain's `appReturnUrl`), or closing the page (a window the app opened closes; elsewhere the
 * hint says what to do). No way into the portal.
 */
export function AppReturnActions({ flow }: { flow: AppFlow }) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
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
