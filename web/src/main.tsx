// The entry: a prerendered page (docs/decisions/046-prerendered-public-pages.md) is painted before the app's
// scripts are asked for and run; on a fast connection they would otherwise arrive and run first and hold the
// paint back. The plain shell preloads them (web/preload-start.ts) and starts at once.
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
if (document.documentElement.hasAttribute('data-prerender')) {
  await painted();
  // The framework chunk (any of its modules runs all of it) in a task of its own, the app's in the next
  // (docs/decisions/052-prerendered-page-adopted-in-turns.md).
  await import('i18next');
  await new Promise((resolve) => setTimeout(resolve));
}
await import('./start');

export {};
