// Backstage page-timing tag (first party). The portal loads it 5 s after start, only while analytics is on,
// and it reports once through the portal's own log call (window.backstageAnalytics), so the opt-out, the
// user's token and the log sanitising apply to it exactly as to the portal's own events.
(() => {
  const bridge = window.backstageAnalytics;
  if (!bridge || window.backstagePageTimingSent) return;
  window.backstagePageTimingSent = true;

  const ms = (value) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);
  const latest = (type) => {
    try {
      return performance.getEntriesByType(type).at(-1);
    } catch {
      return undefined;
    }
  };
  // Layout shifts, like largest paints, are only kept for observers (getEntriesByType returns none): a buffered
  // observer gets the ones already made. Shifts a user caused (typing, clicking) are not the page's fault.
  const shifts = [];
  let shiftObserver;
  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
    shiftObserver = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    shiftObserver.observe({ type: 'layout-shift', buffered: true });
  }
  const layoutShift = () => {
    if (!shiftObserver) return null;
    shifts.push(...shiftObserver.takeRecords());
    shiftObserver.disconnect();
    const total = shifts.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0);
    return Math.round(total * 1000) / 1000;
  };

  let reported = false;
  const report = (largestPaint) => {
    if (reported || !bridge.isEnabled()) return;
    reported = true;
    const navigation = latest('navigation');
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
    bridge.logEvent('page_timing', {
      navigationType: navigation ? navigation.type : '',
      timeToFirstByte: ms(navigation?.responseStart),
      domContentLoaded: ms(navigation?.domContentLoadedEventEnd),
      loadComplete: ms(navigation?.loadEventEnd),
      firstContentfulPaint: ms(firstPaint?.startTime),
      largestContentfulPaint: ms(largestPaint?.startTime),
      cumulativeLayoutShift: layoutShift(),
      transferSize: navigation ? navigation.transferSize : null,
    });
  };

  // Largest paint entries are only kept for observers; a buffered observer gets the ones already made.
  try {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      report(list.getEntries().at(-1));
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // Browsers without largest-paint entries never call back: report without it.
    setTimeout(() => {
      observer.disconnect();
      report(undefined);
    }, 1000);
  } catch {
    report(undefined);
  }
})();
