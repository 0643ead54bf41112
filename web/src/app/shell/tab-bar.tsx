import { type RouteMeta, supportTabsFor } from '@backstage/domain';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useBrand } from '@/lib/current-brand';

/** The route's tabs (per-route chrome, docs/product.md#chrome); the selected tab lives in the URL's last segment. */
export function TabBar({ route }: { route: RouteMeta }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { brand } = useBrand();
  // docs/product.md#support-tabs: Support shows the brand's own set of forms.
  const tabs = route.name === 'Support' ? supportTabsFor(brand) : (route.tabs ?? []);
  // The route's own path with its params filled in and `:tab?` set (e.g. /products/:slug/:tab?).
  const pathFor = (tab: string) =>
    route.path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'tab' ? tab : (params[name] ?? '')));
  // docs/product.md#in-text-anchors: without a tab in the path, an anchor may name it (/mygear#register_product).
  const named = params.tab ?? hash.slice(1);
  // A page of the route that is not a tab (Support's my requests) selects none.
  const current =
    tabs.find((tab) => tab === named) ?? (params.tab && route.name === 'Support' ? false : tabs[0]);
  return (
    <Tabs
      value={current}
      onChange={(_, tab: string) => navigate(pathFor(tab))}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} />
      ))}
    </Tabs>
  );
}
