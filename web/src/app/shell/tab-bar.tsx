import type { RouteMeta } from '@backstage/domain';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The route's tabs (spec §2 per-route chrome); the selected tab lives in the URL's last segment. */
export function TabBar({ route }: { route: RouteMeta }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = route.tabs ?? [];
  const base = route.path.split('/:')[0]!;
  const current = tabs.find((tab) => pathname.endsWith(`/${tab}`)) ?? tabs[0];
  return (
    <Tabs
      value={current}
      onChange={(_, tab: string) => navigate(`${base}/${tab}`)}
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
