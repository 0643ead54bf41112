import { PRODUCT_INFO_TABS, type ProductInfo, type ProductInfoTab } from '@backstage/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { AccessoriesTab } from './accessories-tab';
import { useProductInfo } from './api/get-product-info';
import { ArticlesTab } from './articles-tab';
import { DownloadsTab } from './downloads-tab';
import { FeaturesTab } from './features-tab';
import { ProductHeader } from './product-header';
import { SpecsTab } from './specs-tab';
import { SupportTab } from './support-tab';

const isTab = (value: string | undefined): value is ProductInfoTab =>
  PRODUCT_INFO_TABS.includes(value as ProductInfoTab);

const TAB_CONTENT: Record<ProductInfoTab, (props: { info: ProductInfo }) => React.ReactNode> = {
  features: FeaturesTab,
  specs: SpecsTab,
  downloads: DownloadsTab,
  support: SupportTab,
  articles: ArticlesTab,
  accessories: AccessoriesTab,
};

/** ProductsDirect (docs/product.md#product-pages): a product's page with the tabs features, specs, downloads, support, articles, accessories. */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const { slug = '', tab } = useParams();
  const info = useProductInfo(slug);
  usePageTitle(info.data?.name ?? t('title'));
  if (tab !== undefined && !isTab(tab))
    return <Navigate to={`/products/${encodeURIComponent(slug)}/features`} replace />;
  const current = tab ?? 'features';
  const Content = TAB_CONTENT[current];
  return (
    <PageContainer>
      {info.isPending ? (
        <CenteredSpinner />
      ) : info.error ? (
        <ProductError error={info.error} />
      ) : (
        <Stack spacing={4}>
          <ProductHeader info={info.data} />
          <Stack component="section" spacing={2} aria-labelledby="product-tab-heading">
            <Typography id="product-tab-heading" variant="h2">
              {t(`shell:tabs.${current}`)}
            </Typography>
            <Content key={`${info.data.cultureCode}-${current}`} info={info.data} />
          </Stack>
        </Stack>
      )}
    </PageContainer>
  );
}

function ProductError({ error }: { error: Error }) {
  const { t } = useTranslation('products');
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">{notFound ? t('notFound.title') : t('title')}</Typography>
      <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? t('notFound.body') : error.message}</Alert>
      <Button component={RouterLink} to="/mygear/my_gear" variant="outlined">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
