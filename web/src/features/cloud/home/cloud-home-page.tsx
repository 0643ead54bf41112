import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButtons } from '@/lib/ui/link-buttons';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
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
        <QueryError error={status.error} onRetry={() => status.refetch()} />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {status.data.hasMembership && status.data.accessUntil
                  ? t('home.member', { date: day(status.data.accessUntil, i18n.language) })
                  : t('home.notMember')}
              </Typography>
              <LinkButtons
                links={[
                  {
                    to: '/cloud/memberships',
                    label: status.data.freeTrialAvailable ? t('home.startTrial') : t('home.memberships'),
                  },
                  { to: '/cloud/account/subscriptions', label: t('home.account') },
                  { to: '/cloud/entitlement-key', label: t('home.redeem') },
                  { to: '/cloud/faq', label: t('home.faq') },
                  { to: '/cloud/contact-us', label: t('home.contact') },
                ]}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </CloudPage>
  );
}
