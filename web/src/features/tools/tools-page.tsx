import { BRAND_LABELS, DEFAULT_MY_GEAR_SORT, type GearProduct, selectTools } from '@backstage/domain';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registeredProductsQueryOptions } from '@/lib/api/get-registered-products';
import { useBrand } from '@/lib/current-brand';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useSignedIn } from '@/lib/use-signed-in';
import { ToolList } from './tool-list';

/**
 * Tools (`/tools`, open to visitors, docs/product.md#tools): the maker's apps and downloads. Signed in, the tools
 * for the products in My Gear come first, each naming the user's products with their downloads tab; then the
 * site brand's tools; then the rest of the group's.
 */
export default function ToolsPage() {
  const { t } = useTranslation('tools');
  usePageTitle(t('title'));
  const { brand } = useBrand();
  const signedIn = useSignedIn();
  const gear = useQuery({ ...registeredProductsQueryOptions(DEFAULT_MY_GEAR_SORT), enabled: signedIn });
  const products: GearProduct[] = (gear.data ?? []).map(({ product }) => ({
    slug: product.slug,
    name: product.name,
    brand: product.brand.value,
  }));
  const { forGear, forBrand, more } = selectTools(brand, signedIn ? products : []);
  return (
    <PageContainer>
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Stack>
        {!signedIn && (
          <Alert severity="info">
            <Link component={RouterLink} to="/login">
              {t('signInHint')}
            </Link>
          </Alert>
        )}
        {signedIn && gear.isSuccess && products.length === 0 && (
          <Alert severity="info">
            <Link component={RouterLink} to="/mygear#register_product">
              {t('registerHint')}
            </Link>
          </Alert>
        )}
        {forGear.length > 0 && <ToolList id="tools-for-gear" title={t('forGear')} tools={forGear} />}
        {forBrand.length > 0 && (
          <ToolList
            id="tools-for-brand"
            title={t('forBrand', { brand: BRAND_LABELS[brand] })}
            tools={forBrand.map((tool) => ({ tool, gear: [] }))}
          />
        )}
        {more.length > 0 && (
          <ToolList
            id="tools-more"
            title={forGear.length + forBrand.length > 0 ? t('more') : t('all')}
            tools={more.map((tool) => ({ tool, gear: [] }))}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
