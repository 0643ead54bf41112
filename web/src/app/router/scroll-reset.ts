import { PAGE_MOVE_MARGIN_MS } from '@backstage/domain';
import { useEffect, useRef } from 'react';

/** docs/product.md#scroll-reset: after a route change the page scrolls to the top 600 ms later, not when the route name stays. */
export function useScrollReset(routeName: string | undefined): void {
  const previous = useRef(routeName);
  useEffect(() => {
    if (previous.current === routeName) return;
    previous.current = routeName;
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), PAGE_MOVE_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [routeName]);
}
