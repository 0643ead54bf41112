import { DEFAULT_MY_GEAR_SORT } from '@backstage/domain';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRegisteredProducts } from '@/lib/api/get-registered-products';
import { productImageUrl } from '@/lib/product-image';
import { LinkButtons } from '@/lib/ui/link-buttons';
import { QueryError } from '@/lib/ui/query-error';
import { gearSummary } from './gear-summary';

/** My gear at a glance (docs/product.md#home-after-sign-in): how many products, the newest one, and registrations to finish. */
export function GearAtAGlance() {
  const { t } = useTranslation('homeDashboard');
  const gear = useRegisteredProducts(DEFAULT_MY_GEAR_SORT);
  const summary = gear.data ? gearSummary(gear.data) : undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby="home-gear-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="home-gear-title" variant="h5" component="h2">
            {t('gear.title')}
          </Typography>
          {gear.isPending && <Skeleton width="60%" height={32} />}
          {gear.isError && (
            <QueryError
              error={gear.error}
              message={t('gear.failed')}
              severity="warning"
              onRetry={() => gear.refetch()}
            />
          )}
          {summary && summary.count === 0 && <Typography>{t('gear.none')}</Typography>}
          {summary && summary.count > 0 && (
            <>
              <Typography>{t('gear.count', { count: summary.count })}</Typography>
              {summary.newest && (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Box
                    component="img"
                    src={productImageUrl(summary.newest.product.slug)}
                    alt=""
                    sx={{
                      width: 72,
                      height: 72,
                      objectFit: 'contain',
                      bgcolor: 'action.hover',
                      borderRadius: 1,
                    }}
                  />
                  <Box>
                    <Typography variant="body2" color="text.secondary">
                      {t('gear.newest')}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{summary.newest.product.name}</Typography>
                  </Box>
                </Stack>
              )}
              {summary.pending > 0 && (
                <Alert severity="info">{t('gear.pending', { count: summary.pending })}</Alert>
              )}
            </>
          )}
          <LinkButtons
            links={[
              { to: '/mygear/my_gear', label: t('gear.open') },
              { to: '/mygear/register_product', label: t('gear.register') },
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
