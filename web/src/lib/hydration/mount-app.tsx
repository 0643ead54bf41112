import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerenderedFor } from './prerendered-for';

/**
 * Puts the app into #root. A page prerendered for this very visit (ADR 046) is adopted: React hydrates it in
 * a transition, so in interruptible slices, and leaves the parts in `HydrateLater` for later slices
 * (docs/decisions/058-react-renders-the-app.md). Any other page is emptied and drawn afresh.
 */
export function mountApp(
  app: ReactNode,
  visit: { brand: string; cultureCode: string; signedIn: boolean },
): void {
  const container = document.getElementById('root')!;
  if (prerenderedFor(visit)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  document.documentElement.removeAttribute('data-prerender-stale');
}
