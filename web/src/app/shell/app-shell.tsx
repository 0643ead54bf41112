import type { RouteMeta } from '@backstage/domain';
import { Box, GlobalStyles } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import InstallableApp from '@/features/installable-app/installable-app';
import { RegionNotice } from '@/features/region/region-notice';
import { useAnalyticsScript, usePageViewLogging } from '@/lib/analytics';
import { HydrateLater } from '@/lib/hydration/hydrate-later';
import { useAppClient } from '@/lib/query-params';
import { CenteredSpinner } from '@/lib/ui/progress';
import { ConsentBanner } from '@/theme/consent-banner';
import { inAppChrome } from './app-chrome';
import { Footer } from './footer';
import { ScreenErrorBoundary } from './screen-error';
import { ScrollToTop } from './scroll-to-top';
import { SessionWatcher } from './session-watcher';
import { useSidebarPosition } from './sidebar-position';
import { TopBar } from './top-bar';

// Chrome that is not on every first screen loads on demand, keeping the first load small.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
const TabBar = lazy(() => import('./tab-bar').then((m) => ({ default: m.TabBar })));
const BottomNav = lazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));
// The phone bottom bar's height (MUI BottomNavigation) plus the device's home-indicator inset.
const BOTTOM_BAR_HEIGHT = 'calc(56px + env(safe-area-inset-bottom))';

/**
 * While the bottom bar shows (phone widths), the page ends above it and anything scrolled into view (focus,
 * anchors) stops above it; the snackbar and the floating buttons sit on top of it (`--bottom-bar-height`).
 */
function BottomBarSpace() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [theme.breakpoints.down('md')]: {
          ':root': { '--bottom-bar-height': BOTTOM_BAR_HEIGHT },
          html: { scrollPaddingBottom: 'calc(var(--bottom-bar-height) + 8px)' },
          body: { paddingBottom: 'var(--bottom-bar-height)' },
        },
      })}
    />
  );
}

/**
 * While a screen's chunk loads, its place reaches below the fold: the footer is not drawn in view and then
 * pushed down when the screen arrives (that shift alone made the login page's CLS 0.2 on a phone, issue #14,
 * docs/decisions/030-first-paint-and-chunks.md).
 */
const screenLoading = (
  <Box sx={{ minHeight: '100vh' }}>
    <CenteredSpinner />
  </Box>
);

/** The main shell of docs/product.md#shell around a screen, with the route's own chrome (tabs, bottom bar). */
export function AppShell({ route }: { route: RouteMeta }) {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [side, setSide] = useSidebarPosition();
  usePageViewLogging(route.name);
  useAnalyticsScript();
  const appChrome = inAppChrome(route.name, useAppClient());
  // Routes not requiring authentication hide tab and bottom bars.
  const showTabs = route.needsAuth && route.tabs !== null;
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
        <HydrateLater>
          <TopBar
            side={side}
            onMenu={
              appChrome
                ? undefined
                : () => {
                    setDrawerUsed(true);
                    setDrawerOpen(true);
                  }
            }
          />
        </HydrateLater>
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
        <ScreenErrorBoundary>
          <Suspense fallback={screenLoading}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
      <HydrateLater>
        <Footer appChrome={appChrome} />
      </HydrateLater>
      <Suspense fallback={null}>{showBottomBar && <BottomNav />}</Suspense>
      {showBottomBar && <BottomBarSpace />}
      {/* On every page: in the first screen's chunk (prerender/chunk-groups.ts); the region notice's dialogs and
          the service worker load later. Their texts may still be loading. */}
      <Suspense fallback={null}>
        <ConsentBanner />
        <RegionNotice />
        <InstallableApp />
      </Suspense>
      <ScrollToTop />
      <SessionWatcher />
    </Box>
  );
}
