// The entry: a prerendered page (docs/decisions/046-prerendered-public-pages.md) is painted before the app's
// scripts run. Their download starts at once (the page preloads them); only running them waits for the page's
// first contentful paint, which a fast connection would otherwise hold back until React had adopted the page.
const painted = () =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab opened in the background paints nothing until it is shown: start anyway.
    setTimeout(resolve, 1000);
  });
if (document.documentElement.hasAttribute('data-prerender')) await painted();
await import('./start');

export {};
