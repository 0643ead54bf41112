import { Alert, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { useUserSubscriptions } from '../api/get-user-subscriptions';
import { CloudPage } from '../cloud-page';
import { BillingHistory } from './billing-history';
import { LoyaltyPicks } from './loyalty-picks';
import { SubscriptionCard } from './subscription-card';
import { UserProducts } from './user-products';

const TABS = ['subscriptions', 'billing', 'loyalty', 'products'] as const;
type AccountTab = (typeof TABS)[number];

function Subscriptions() {
  const { t } = useTranslation('cloud');
  const [query] = useSearchParams();
  const subs = useUserSubscriptions();
  if (subs.isPending) return <CenteredSpinner />;
  if (subs.isError) return <Alert severity="error">{subs.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      {query.get('card') === 'updated' && <Alert severity="success">{t('subs.cardUpdated')}</Alert>}
      {subs.data.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('subs.empty')}</Typography>
          <Button component={Link} to="/cloud/memberships" variant="contained">
            {t('home.memberships')}
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('subs.title')}>
          {subs.data.map((sub) => (
            <SubscriptionCard key={sub.subscriptionId} sub={sub} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** AccountDetails (`/cloud/account/{tab}`): subscriptions, billing history, loyalty picks, products. */
export default function AccountDetailsPage() {
  const { t } = useTranslation('cloud');
  const { tab: given } = useParams();
  const tab: AccountTab = TABS.includes(given as AccountTab) ? (given as AccountTab) : 'subscriptions';
  return (
    <CloudPage title={t('account.title')}>
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={t('account.title')}>
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`account.tabs.${name}`)}
            component={Link}
            to={`/cloud/account/${name}`}
          />
        ))}
      </Tabs>
      {tab === 'subscriptions' && <Subscriptions />}
      {tab === 'billing' && <BillingHistory />}
      {tab === 'loyalty' && <LoyaltyPicks />}
      {tab === 'products' && <UserProducts />}
    </CloudPage>
  );
}
