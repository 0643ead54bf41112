import { type Brand, DEFAULT_MY_GEAR_SORT, homesOrder, isBrand } from '@backstage/domain';
import { Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRegisteredProducts } from '@/lib/api/get-registered-products';
import { useBrand } from '@/lib/current-brand';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { BrandHomeCard } from './brand-home-card';

/**
 * Homes (`/homes`, docs/product.md#homes): the group's brands, each in its own colours, with its site (the
 * restricted-redirect allowlist) and what the user owns of it; this site's brand first, then brands with gear.
 */
export default function HomesPage() {
  const { t } = useTranslation('homes');
  usePageTitle(t('title'));
  const { brand } = useBrand();
  // Without My Gear (still loading, or failing) the brands still show, in the spec's order.
  const gear = useRegisteredProducts(DEFAULT_MY_GEAR_SORT).data ?? [];
  const owned = new Map<Brand, number>();
  for (const registration of gear) {
    const value = registration.product.brand.value;
    if (isBrand(value)) owned.set(value, (owned.get(value) ?? 0) + 1);
  }
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Stack>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {homesOrder(brand, owned.keys()).map((item) => (
            <Grid key={item} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <BrandHomeCard brand={item} current={item === brand} gearCount={owned.get(item) ?? 0} />
            </Grid>
          ))}
        </Grid>
      </Stack>
    </PageContainer>
  );
}
