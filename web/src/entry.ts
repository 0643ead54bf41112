// The entry: a prerendered page (docs/decisions/046-prerendered-public-pages.md) is painted before the app's
// scripts are asked for and run; on a fast connection they would otherwise arrive and run first and hold the
// paint back. The plain shell preloads them (prerender/preload-start.ts) and starts at once.
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
  // React DOM is CommonJS: the bundle runs it when first required. Required here, it runs in a task of its
  // own instead of inside the first screen's (docs/decisions/058-react-renders-the-app.md).
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
}
await import('./start');

export {};
