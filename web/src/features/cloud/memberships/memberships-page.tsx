import {
  CLOUD_ANNUAL_SAVING_PERCENT,
  CLOUD_FREE_TRIAL_DAYS,
  type CloudBillingPeriod,
} from '@backstage/domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
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
import { CenteredSpinner } from '@/lib/ui/progress';
import { useSignedIn } from '@/lib/use-signed-in';
import { useAllProducts } from '../api/get-all-products';
import { useRuleStatus } from '../api/get-rule-status';
import { CloudPage } from '../cloud-page';
import { usd } from '../format';
import { useBuy } from '../use-buy';
import { PlanCard } from './plan-card';

/** Memberships (docs/product.md#cloud-plans): Core, Pro, Ultimate monthly or annual, the trial, lifetime keys. */
export default function MembershipsPage() {
  const { t, i18n } = useTranslation('cloud');
  const [period, setPeriod] = useState<CloudBillingPeriod>('annual');
  const signedIn = useSignedIn();
  const catalogue = useAllProducts();
  const rules = useRuleStatus(signedIn);
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
        <Alert severity="error">{catalogue.error.message}</Alert>
      </CloudPage>
    );
  const { offers, membershipProducts, lifetimeKeys } = catalogue.data;
  const plans = offers.filter((o) => o.kind === 'membership' && o.period === period);
  const lifetime = offers.filter((o) => o.kind === 'lifetime');
  return (
    <CloudPage title={t('plans.title')}>
      <Typography>{t('plans.intro', { percent: CLOUD_ANNUAL_SAVING_PERCENT })}</Typography>
      {signedIn && rules.data?.freeTrialAvailable && (
        <Card variant="outlined" sx={{ borderColor: 'primary.main' }}>
          <CardContent>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                {t('plans.trialTitle', { days: CLOUD_FREE_TRIAL_DAYS })}
              </Typography>
              <Typography>{t('plans.trialBody')}</Typography>
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
              secondary={lifetimeKeys.find((k) => k.productCode === offer.productCode)?.description}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
    </CloudPage>
  );
}
