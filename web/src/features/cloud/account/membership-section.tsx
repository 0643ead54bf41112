import { Alert, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useUserSubscriptions } from '../api/get-user-subscriptions';
import { BillingHistory } from './billing-history';
import { LoyaltyPicks } from './loyalty-picks';
import { SubscriptionCard } from './subscription-card';
import { UserProducts } from './user-products';

/** The parts of the account section; each has its own address `/cloud/account/{part}`. */
export const MEMBERSHIP_PARTS = ['subscriptions', 'billing', 'loyalty', 'products'] as const;
export type MembershipPart = (typeof MEMBERSHIP_PARTS)[number];

function Subscriptions() {
  const { t } = useTranslation('cloud');
  const [query] = useSearchParams();
  const subs = useUserSubscriptions();
  if (subs.isPending) return <CenteredSpinner />;
  if (subs.isError) return <QueryError error={subs.error} onRetry={() => subs.refetch()} />;
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

/** The account section: the Roland Cloud membership (subscriptions, billing history, Play2-4Life, products). */
export function MembershipSection({ part }: { part: MembershipPart }) {
  const { t } = useTranslation('cloud');
  return (
    <Stack spacing={2}>
      <Tabs value={part} variant="scrollable" allowScrollButtonsMobile aria-label={t('account.membership')}>
        {MEMBERSHIP_PARTS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`account.tabs.${name}`)}
            component={Link}
            to={`/cloud/account/${name}`}
          />
        ))}
      </Tabs>
      {part === 'subscriptions' && <Subscriptions />}
      {part === 'billing' && <BillingHistory />}
      {part === 'loyalty' && <LoyaltyPicks />}
      {part === 'products' && <UserProducts />}
    </Stack>
  );
}
