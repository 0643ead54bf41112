import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React adopts a prerendered page (docs/decisions/046-prerendered-public-pages.md), true from the
 * next render on, and at once when the app draws the page itself. A form's submit button stays disabled until
 * then: before React listens, a click would submit the form the browser's own way, fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
