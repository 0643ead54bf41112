import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCulture } from '@/i18n';
import { useQueryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useSignedIn } from '@/lib/use-signed-in';
import { useCheckIn } from './api/check-in';
import { SignUpOrSignIn } from './sign-up-or-sign-in';

/**
 * CheckIn (`/check-in?event=`, docs/product.md#check-in): the page an event's code opens. A member checks in
 * with one button; a visitor signs up (signup source `check_in`) or signs in first and comes back here.
 */
export default function CheckInPage() {
  const { t } = useTranslation('pass');
  usePageTitle(t('checkIn.title'));
  const event = useQueryParam('event')?.trim();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const { cultureCode } = useCulture();
  const checkIn = useCheckIn();
  const at = checkIn.data
    ? new Intl.DateTimeFormat(cultureCode, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(checkIn.data.checkedInAt),
      )
    : undefined;
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t('checkIn.title')}</Typography>
        {!event ? (
          <Alert severity="warning">{t('checkIn.noEvent')}</Alert>
        ) : (
          <Card variant="outlined" component="section" aria-labelledby="check-in-event">
            <CardContent>
              <Stack spacing={2}>
                <Typography id="check-in-event" variant="h2">
                  {event}
                </Typography>
                {checkIn.isSuccess ? (
                  <Alert severity="success">{t('checkIn.done', { event, at })}</Alert>
                ) : signedIn ? (
                  <>
                    {checkIn.isError && <Alert severity="error">{checkIn.error.message}</Alert>}
                    <Button
                      variant="contained"
                      size="large"
                      disabled={checkIn.isPending}
                      onClick={() => checkIn.mutate(event)}
                      sx={{ alignSelf: 'flex-start' }}
                    >
                      {t('checkIn.action')}
                    </Button>
                  </>
                ) : (
                  <SignUpOrSignIn
                    purpose="check_in"
                    returnTo={`${pathname}${search}`}
                    text={t('checkIn.signInFirst')}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
        )}
      </Stack>
    </PageContainer>
  );
}
