import type { RouteMeta } from '@backstage/domain';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

/** The route's tabs (spec §2 per-route chrome); the selected tab lives in the URL's last segment. */
export function TabBar({ route }: { route: RouteMeta }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const navigate = useNavigate();
  const tabs = route.tabs ?? [];
  // The route's own path with its params filled in and `:tab?` set (e.g. /products/:slug/:tab?).
  const pathFor = (tab: string) =>
    route.path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'tab' ? tab : (params[name] ?? '')));
  const current = tabs.find((tab) => tab === params.tab) ?? tabs[0];
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
