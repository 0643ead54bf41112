import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value of the browser that does not change during a visit, read as `firstVisitor` while the app adopts a
 * prerendered page (docs/decisions/046-prerendered-public-pages.md), so hydration matches the server's HTML,
 * and as the browser has it from the next render on (at once when the app draws the page itself).
 */
export function useBrowserValue<T>(read: () => T, firstVisitor: T): T {
  return useSyncExternalStore(unchanging, read, () => firstVisitor);
}

/**
 * False while the app adopts a prerendered page, true from the next render on, and at once when the app draws
 * the page itself. A form's submit button stays disabled until then: before React listens, a click would
 * submit the form the browser's own way, fields in the address.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
