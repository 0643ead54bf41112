import type { RouteMeta } from '@backstage/domain';
import { Box, Container } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useAnalyticsScript, usePageViewLogging } from '../../lib/analytics';
import { Footer } from './footer';
import { CenteredSpinner } from './progress';
import { ScrollToTop } from './scroll-to-top';
import { SessionWatcher } from './session-watcher';
import { useSidebarPosition } from './sidebar-position';
import { TopBar } from './top-bar';

// Chrome that is not on every first screen loads on demand, keeping the first load small.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
const TabBar = lazy(() => import('./tab-bar').then((m) => ({ default: m.TabBar })));
const BottomNav = lazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));
const ConsentBanner = lazy(() =>
  import('../../theme/consent-banner').then((m) => ({ default: m.ConsentBanner })),
);
const RegionNotice = lazy(() => import('./region-notice').then((m) => ({ default: m.RegionNotice })));

/** The main shell of spec §2 around a screen, with the route's own chrome (tabs, bottom bar). */
export function AppShell({ route }: { route: RouteMeta }) {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [side, setSide] = useSidebarPosition();
  usePageViewLogging(route.name);
  useAnalyticsScript();
  // Routes not requiring authentication hide tab and bottom bars.
  const hideTabs = useMatches().some(
    (match) => (match.handle as { hideTabs?: boolean } | undefined)?.hideTabs,
  );
  const showTabs = route.needsAuth && route.tabs !== null && !hideTabs;
  const showBottomBar = route.needsAuth && route.bottomBar;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 'tooltip', p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('a11y.skipToContent')}
      </Box>
      <Box component="header">
        <TopBar
          side={side}
          onMenu={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
        {showTabs && (
          <Suspense fallback={null}>
            <TabBar route={route} />
          </Suspense>
        )}
      </Box>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            side={side}
            onSideChange={setSide}
          />
        </Suspense>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<CenteredSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        {showBottomBar && <BottomNav />}
        <ConsentBanner />
        <RegionNotice />
      </Suspense>
      <ScrollToTop />
      <SessionWatcher />
    </Box>
  );
}

/** A page's content column. */
export function PageContainer({ children, narrow = false }: { children: React.ReactNode; narrow?: boolean }) {
  return (
    <Container maxWidth={narrow ? 'md' : 'lg'} sx={{ py: { xs: 3, md: 6 } }}>
      {children}
    </Container>
  );
}
