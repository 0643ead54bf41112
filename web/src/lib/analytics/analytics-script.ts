import { ANALYTICS_SCRIPT_DELAY_MS } from '@backstage/domain';
import { useEffect } from 'react';
import { isAnalyticsEnabled, useAnalyticsEnabled } from './analytics-settings';
import { logEvent } from './log-event';

/** Our first-party page-timing tag (web/public/analytics/). */
export const ANALYTICS_SCRIPT_SRC = `${import.meta.env.BASE_URL}analytics/page-timing.js`;
const SCRIPT_ID = 'backstage-analytics';

/** What the tag reports through: the app's own log call, so opt-out, token and sanitising apply to it. */
export interface AnalyticsBridge {
  logEvent: typeof logEvent;
  isEnabled: () => boolean;
}

declare global {
  interface Window {
    backstageAnalytics?: AnalyticsBridge;
  }
}

/** Adds the analytics tag once. */
export function injectAnalyticsScript(src = ANALYTICS_SCRIPT_SRC): void {
  if (document.getElementById(SCRIPT_ID)) return;
  window.backstageAnalytics = { logEvent, isEnabled: isAnalyticsEnabled };
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** docs/product.md#analytics: the analytics tag loads 5000 ms after the app started, and only while analytics is on. */
export function useAnalyticsScript(src = ANALYTICS_SCRIPT_SRC): void {
  const enabled = useAnalyticsEnabled();
  useEffect(() => {
    if (!enabled) return;
    // performance.now() counts from the start of the page load, so a late mount does not wait again.
    const wait = Math.max(0, ANALYTICS_SCRIPT_DELAY_MS - performance.now());
    const timer = setTimeout(() => injectAnalyticsScript(src), wait);
    return () => clearTimeout(timer);
  }, [enabled, src]);
}
