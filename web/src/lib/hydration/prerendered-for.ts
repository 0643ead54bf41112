/**
 * Whether the page the server sent was prerendered (ADR 046) for this very visit: the same brand and
 * culture, and no one signed in. Only then may the browser hydrate it; otherwise the app draws afresh.
 */
export function prerenderedFor(
  visit: { brand: string; cultureCode: string; signedIn: boolean },
  root: HTMLElement = document.documentElement,
): boolean {
  return !visit.signedIn && root.dataset.prerender === `${visit.brand} ${visit.cultureCode}`;
}
