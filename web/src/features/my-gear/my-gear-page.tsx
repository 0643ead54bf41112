import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { MyGearList } from './my-gear-list';
import { RegisterProductTab } from './register-product-tab';

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
          <RegisterProductTab search={search} onDone={() => navigate('/mygear/my_gear')} />
        )}
      </Stack>
    </PageContainer>
  );
}
