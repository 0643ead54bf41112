import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { useRuleStatus } from '../api/get-rule-status';
import { CloudPage } from '../cloud-page';
import { day } from '../format';

/** HomeRVS (`/cloud`): the member's access and the ways into memberships, account, keys and contact. */
export default function CloudHomePage() {
  const { t, i18n } = useTranslation('cloud');
  const status = useRuleStatus();
  return (
    <CloudPage title={t('home.title')}>
      {status.isPending ? (
        <CenteredSpinner />
      ) : status.isError ? (
        <Alert severity="error">{status.error.message}</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {status.data.hasMembership && status.data.accessUntil
                  ? t('home.member', { date: day(status.data.accessUntil, i18n.language) })
                  : t('home.notMember')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                <Button component={Link} to="/cloud/memberships" variant="contained">
                  {status.data.freeTrialAvailable ? t('home.startTrial') : t('home.memberships')}
                </Button>
                <Button component={Link} to="/cloud/account/subscriptions" variant="outlined">
                  {t('home.account')}
                </Button>
                <Button component={Link} to="/cloud/entitlement-key" variant="outlined">
                  {t('home.redeem')}
                </Button>
                <Button component={Link} to="/cloud/faq" variant="outlined">
                  {t('home.faq')}
                </Button>
                <Button component={Link} to="/cloud/contact-us" variant="outlined">
                  {t('home.contact')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </CloudPage>
  );
}
