import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { clearCredentials } from '@/lib/credentials';
import { useQueryParam } from '@/lib/query-params';
import { CardPage } from '@/lib/ui/card-page';
import { useReportUnrecognisedSignIn } from './api/report-unrecognised-sign-in';

/**
 * SecurityAlert: the new-device alert's "this wasn't me" link (docs/product.md#new-device-alert). Nothing happens
 * on opening it (mail scanners open links too); the button ends every session and starts a password reset.
 */
export default function SecurityAlertPage() {
  const { t } = useTranslation('security');
  const token = useQueryParam('token');
  const report = useReportUnrecognisedSignIn();
  const expired =
    !token || (report.error instanceof ApiRequestError && report.error.code === 'ALERT_LINK_EXPIRED');
  const secure = () =>
    report.mutate(token!, {
      // This browser's own tokens were ended with the rest: forget them here too.
      onSuccess: () => clearCredentials(),
    });
  return (
    <CardPage title={t('alert.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {report.data ? (
          <>
            <Alert severity="success">{t('alert.done', { email: report.data.email })}</Alert>
            <Button component={RouterLink} to="/reset-password" variant="contained">
              {t('alert.reset')}
            </Button>
          </>
        ) : expired ? (
          <Alert severity="error">{t('alert.expired')}</Alert>
        ) : (
          <>
            <Typography>{t('alert.text')}</Typography>
            {report.error && <Alert severity="error">{report.error.message}</Alert>}
            <Button variant="contained" disabled={report.isPending} onClick={secure}>
              {t('alert.secure')}
            </Button>
          </>
        )}
      </Stack>
    </CardPage>
  );
}
