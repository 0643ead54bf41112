import type { CloudOffer, CloudProduct } from '@backstage/domain';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usd } from '../format';
import { productDescription } from '../product-description';

/** One plan at one period: its price in USD, the annual saving, and the way to subscribe. */
export function PlanCard(props: {
  offer: CloudOffer;
  product?: CloudProduct;
  onBuy(): void;
  disabled: boolean;
  /** The member's own plan: marked, not offered again. */
  isCurrent?: boolean;
}) {
  const { t, i18n } = useTranslation('cloud');
  const { offer, product } = props;
  return (
    <Card variant="outlined" component="li" sx={{ flex: 1, minWidth: 220, listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
              {offer.tier}
            </Typography>
            {props.isCurrent && <Chip color="primary" size="small" label={t('plans.yourPlan')} />}
          </Stack>
          <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
            {t(offer.period === 'annual' ? 'plans.perYear' : 'plans.perMonth', {
              price: usd(offer.priceCents, i18n.language),
            })}
          </Typography>
          {offer.savingPercent ? (
            <Chip
              color="success"
              label={t('plans.save', { percent: offer.savingPercent })}
              sx={{ alignSelf: 'flex-start' }}
            />
          ) : null}
          {product && <Typography color="text.secondary">{productDescription(t, product)}</Typography>}
        </Stack>
      </CardContent>
      <CardActions>
        {props.isCurrent ? null : (
          <Button
            variant="contained"
            onClick={props.onBuy}
            disabled={props.disabled}
            aria-label={t('plans.subscribeTo', { name: offer.name })}
          >
            {t('plans.subscribe')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
