import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { MyGearList } from './my-gear-list';

// The registration form (react-hook-form, the product and dealer autocompletes) loads when its tab is first
// shown: My Gear opens on the list (issue #27, bench/README.md#javascript-budgets).
const RegisterProductTab = lazy(() =>
  import('./register-product-tab').then((m) => ({ default: m.RegisterProductTab })),
);

const TABS = ['my_gear', 'register_product'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);

/** MyGear with its tabs my_gear and register_product (docs/product.md#in-text-anchors); `/mygear#register_product` works too. */
export default function MyGearPage() {
  const { t } = useTranslation('shell');
  const { tab } = useParams();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const fromHash = hash.slice(1);
  const current: Tab | undefined =
    tab === undefined ? (isTab(fromHash) ? fromHash : 'my_gear') : isTab(tab) ? tab : undefined;
  usePageTitle(t(`tabs.${current ?? 'my_gear'}`));
  if (!current) return <Navigate to="/mygear/my_gear" replace />;
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">{t(`tabs.${current}`)}</Typography>
        {current === 'my_gear' ? (
          <MyGearList onRegister={() => navigate('/mygear/register_product')} />
        ) : (
          <Suspense fallback={<CenteredSpinner />}>
            <RegisterProductTab search={search} onDone={() => navigate('/mygear/my_gear')} />
          </Suspense>
        )}
      </Stack>
    </PageContainer>
  );
}
