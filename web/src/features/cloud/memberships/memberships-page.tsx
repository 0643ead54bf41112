import {
  CHECKOUT_CANCELLED,
  CLOUD_ANNUAL_SAVING_PERCENT,
  CLOUD_FREE_TRIAL_DAYS,
  type CloudBillingPeriod,
} from '@backstage/domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppClient, useQueryParam } from '@/lib/query-params';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useSignedIn } from '@/lib/use-signed-in';
import { useAllProducts } from '../api/get-all-products';
import { useRuleStatus } from '../api/get-rule-status';
import { useUserSubscriptions } from '../api/get-user-subscriptions';
import { CloudPage } from '../cloud-page';
import { usd } from '../format';
import { productDescription } from '../product-description';
import { useBuy } from '../use-buy';
import { CurrentMembership, currentMembership } from './current-membership';
import { PlanCard } from './plan-card';

/**
 * Memberships and MembershipsRCM, the app client's view of the same address (docs/product.md#cloud-plans):
 * Core, Pro, Ultimate monthly or annual, the trial for first-time members, lifetime keys. Visitors see the
 * offers and sign in to buy; a member sees their membership first and their own plan marked. The app opens it
 * with `?client=app` (ADR 043): the same offers and rules in app chrome, without the links into the portal,
 * and every purchase step keeps the flag (`use-buy.ts`).
 */
export default function MembershipsPage() {
  const { t, i18n } = useTranslation('cloud');
  const appClient = useAppClient();
  // docs/product.md#checkout: back from the processor's page without paying.
  const cancelled = useQueryParam('checkout') === CHECKOUT_CANCELLED;
  const [period, setPeriod] = useState<CloudBillingPeriod>('annual');
  const signedIn = useSignedIn();
  const catalogue = useAllProducts();
  const rules = useRuleStatus(signedIn);
  const subs = useUserSubscriptions(signedIn);
  const current = signedIn ? currentMembership(subs.data) : undefined;
  // docs/product.md#free-trial: offered while get-user-rule-status says so; a visitor is asked to sign in first.
  const offerTrial = signedIn ? rules.data?.freeTrialAvailable === true : true;
  const { buy, pending } = useBuy();
  if (catalogue.isPending)
    return (
      <CloudPage title={t('plans.title')}>
        <CenteredSpinner />
      </CloudPage>
    );
  if (catalogue.isError)
    return (
      <CloudPage title={t('plans.title')}>
        <QueryError error={catalogue.error} onRetry={() => catalogue.refetch()} />
      </CloudPage>
    );
  const { offers, membershipProducts, lifetimeKeys } = catalogue.data;
  const lifetimeDescription = (code: string) => {
    const key = lifetimeKeys.find((k) => k.productCode === code);
    return key && productDescription(t, key);
  };
  const plans = offers.filter((o) => o.kind === 'membership' && o.period === period);
  const lifetime = offers.filter((o) => o.kind === 'lifetime');
  return (
    <CloudPage title={t('plans.title')}>
      {cancelled && <Alert severity="info">{t('plans.checkoutCancelled')}</Alert>}
      {/* Without the member's subscriptions or trial status the page could offer a second membership. */}
      {signedIn && subs.isError && <QueryError error={subs.error} onRetry={() => subs.refetch()} />}
      {signedIn && rules.isError && <QueryError error={rules.error} onRetry={() => rules.refetch()} />}
      {current && <CurrentMembership sub={current} manage={!appClient} />}
      <Typography>{t('plans.intro', { percent: CLOUD_ANNUAL_SAVING_PERCENT })}</Typography>
      {offerTrial && (
        <Card variant="outlined" sx={{ borderColor: 'primary.main' }}>
          <CardContent>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                {t('plans.trialTitle', { days: CLOUD_FREE_TRIAL_DAYS })}
              </Typography>
              <Typography>{t('plans.trialBody')}</Typography>
              {!signedIn && <Typography color="text.secondary">{t('plans.trialSignIn')}</Typography>}
              <Button variant="contained" disabled={pending} onClick={() => buy('ultimate-trial')}>
                {t('plans.startTrial')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      <ToggleButtonGroup
        exclusive
        value={period}
        onChange={(_, value: CloudBillingPeriod | null) => value && setPeriod(value)}
        aria-label={t('plans.period')}
      >
        <ToggleButton value="monthly">{t('plans.monthly')}</ToggleButton>
        <ToggleButton value="annual">{t('plans.annual')}</ToggleButton>
      </ToggleButtonGroup>
      <Stack
        component="ul"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 0, m: 0 }}
        aria-label={t('plans.listLabel')}
      >
        {plans.map((offer) => (
          <PlanCard
            key={offer.offerId}
            offer={offer}
            product={membershipProducts.find((p) => p.productCode === offer.productCode)}
            disabled={pending}
            isCurrent={current?.offerId === offer.offerId}
            onBuy={() => buy(offer.offerId)}
          />
        ))}
      </Stack>
      <Typography color="text.secondary">{t('plans.currencyNote')}</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
        {t('plans.lifetimeTitle')}
      </Typography>
      <List aria-label={t('plans.lifetimeTitle')}>
        {lifetime.map((offer) => (
          <ListItem
            key={offer.offerId}
            divider
            secondaryAction={
              <Button
                onClick={() => buy(offer.offerId)}
                disabled={pending}
                aria-label={t('plans.buyKey', { name: offer.name })}
              >
                {t('plans.buy')}
              </Button>
            }
          >
            <ListItemText
              primary={`${offer.name} · ${usd(offer.priceCents, i18n.language)}`}
              secondary={lifetimeDescription(offer.productCode)}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
      {!appClient && (
        <Typography>
          <Link component={RouterLink} to="/cloud/faq">
            {t('plans.faq')}
          </Link>
        </Typography>
      )}
    </CloudPage>
  );
}
