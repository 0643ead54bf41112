import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { logEvent } from './log-event';

// Screens set their title in an effect, lazy ones after loading: wait so the event carries the new title.
const TITLE_SETTLE_MS = 500;

/**
 * Logs each route change as `page_view`, and a change of tab within the same screen also as `tab_change`
 * (docs/product.md#analytics "Analytics tab tracking on").
 */
export function usePageViewLogging(routeName: string): void {
  const { pathname } = useLocation();
  // The shell asks from the layout route; React Router gives a layout its screen's params too.
  const tab = useParams().tab ?? '';
  const last = useRef<{ routeName: string; tab: string; pathname: string } | null>(null);
  useEffect(() => {
    // Decided when the timer fires: a redirect passing through within the wait is not a page view.
    const timer = setTimeout(() => {
      const previous = last.current;
      if (previous?.pathname === pathname) return;
      last.current = { routeName, tab, pathname };
      void logEvent('page_view', { routeName });
      if (previous?.routeName === routeName && previous.tab !== tab)
        void logEvent('tab_change', { routeName, tab, previousTab: previous.tab });
    }, TITLE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, routeName, tab]);
}
