import {
  type SupportForm as FormId,
  productSupportTab,
  SUPPORT_PAGES,
  supportTabsFor,
} from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { useBrand } from '@/lib/current-brand';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useMyProducts } from './api/get-my-products';
import { MyRequests } from './my-requests';
import { SupportForm } from './support-form';
import { ThankYou } from './thank-you';

/**
 * Support (docs/product.md#support-tabs): the brand's forms as tabs, my requests and the thank-you page.
 * `/support#order_status` opens its tab; `/support?registeredProduct={id}` (My Gear's "Get support") opens
 * the product support form filled from that product.
 */
export default function SupportPage() {
  const { t } = useTranslation('support');
  const { t: shell } = useTranslation('shell');
  const { brand } = useBrand();
  const { tab } = useParams();
  const { hash } = useLocation();
  const [search] = useSearchParams();
  const tabs = supportTabsFor(brand);
  const isForm = (value: string | undefined): value is FormId => tabs.includes(value as FormId);
  const profile = useProfile();
  const products = useMyProducts();
  const page = SUPPORT_PAGES.find((p) => p === tab);
  const title = page
    ? t(`${page === 'requests' ? 'myRequests' : 'thankYou'}.title`)
    : shell(`tabs.${tab ?? 'support'}`);
  usePageTitle(isForm(tab) || page ? title : shell('tabs.support'));
  if (!tab) {
    const fromHash = hash.slice(1);
    const target = isForm(fromHash)
      ? fromHash
      : search.has('registeredProduct')
        ? productSupportTab(brand)
        : tabs[0];
    return <Navigate to={`/support/${target}${search.size ? `?${search}` : ''}`} replace />;
  }
  if (!isForm(tab) && !page) return <Navigate to="/support" replace />;
  const registeredProductId = Number(search.get('registeredProduct')) || undefined;
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h1">{t('title')}</Typography>
          {tab !== 'requests' && (
            <Button component={RouterLink} to="/support/requests" variant="outlined">
              {t('myRequests.title')}
            </Button>
          )}
        </Stack>
        {page === 'requests' && <MyRequests />}
        {page === 'thank_you' && (
          <ThankYou id={search.get('request') ?? ''} form={search.get('form') ?? ''} />
        )}
        {isForm(tab) && (products.isSuccess || products.isError) && (
          <SupportForm
            key={`${tab}-${registeredProductId ?? ''}`}
            formId={tab}
            profile={profile.data}
            products={products.data ?? []}
            registeredProductId={registeredProductId}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
