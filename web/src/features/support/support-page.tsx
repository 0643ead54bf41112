import {
  type SupportForm as FormId,
  productSupportTab,
  SUPPORT_PAGES,
  supportTabForAnchor,
  supportTabsFor,
} from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { useRegisteredProducts } from '@/lib/api/get-registered-products';
import { useBrand } from '@/lib/current-brand';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { MyRequests } from './my-requests';
import { SupportForm } from './support-form';
import { ThankYou } from './thank-you';

// The knowledge base is its own chunk: the support forms do not load it, nor it them.
const KnowledgeBase = lazy(() => import('./knowledge-base').then((m) => ({ default: m.KnowledgeBase })));
const ArticleView = lazy(() => import('./article-view').then((m) => ({ default: m.ArticleView })));
const PAGE_TITLES = {
  requests: 'myRequests.title',
  thank_you: 'thankYou.title',
  knowledge_base: 'knowledgeBase.title',
} as const;

/**
 * Support (docs/product.md#support-tabs): the brand's forms as tabs, my requests, the thank-you page and the
 * knowledge base (`/support/knowledge_base`, an article at `?article={id}`).
 * `/support#order_status` opens its tab (the drum brands' own form for the US anchors,
 * docs/product.md#in-text-anchors); `/support?registeredProduct={id}` opens that product's support form
 * (a DWe product has its own) filled from it; My Gear's "Get support" names the form itself.
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
  const products = useRegisteredProducts('productNameAsc');
  const page = SUPPORT_PAGES.find((p) => p === tab);
  const title = page ? t(PAGE_TITLES[page]) : shell(`tabs.${tab ?? 'support'}`);
  usePageTitle(isForm(tab) || page ? title : shell('tabs.support'));
  const registeredProductId = Number(search.get('registeredProduct')) || undefined;
  if (!tab) {
    const fromHash = supportTabForAnchor(brand, hash.slice(1));
    // The product decides the form (a DWe kit has its own), so wait for My Gear before choosing.
    if (!fromHash && registeredProductId && products.isPending) return null;
    const picked = products.data?.find((p) => p.id === registeredProductId)?.product;
    const target = fromHash ?? (registeredProductId ? productSupportTab(brand, picked) : tabs[0]);
    return <Navigate to={`/support/${target}${search.size ? `?${search}` : ''}`} replace />;
  }
  if (!isForm(tab) && !page) return <Navigate to="/support" replace />;
  const articleId = Number(search.get('article')) || undefined;
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h1">{t('title')}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {tab !== 'knowledge_base' && (
              <Button component={RouterLink} to="/support/knowledge_base" variant="outlined">
                {t('knowledgeBase.title')}
              </Button>
            )}
            {tab !== 'requests' && (
              <Button component={RouterLink} to="/support/requests" variant="outlined">
                {t('myRequests.title')}
              </Button>
            )}
            {/* docs/product.md#help-desk: only the maker's staff get managingCultureCodes, and the desk. */}
            {profile.data?.managingCultureCodes && (
              <Button component={RouterLink} to="/admin/help-desk" variant="outlined">
                {t('helpDesk')}
              </Button>
            )}
          </Stack>
        </Stack>
        {page === 'requests' && <MyRequests />}
        {page === 'knowledge_base' && (
          <Suspense fallback={null}>
            {articleId ? <ArticleView id={articleId} /> : <KnowledgeBase />}
          </Suspense>
        )}
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
