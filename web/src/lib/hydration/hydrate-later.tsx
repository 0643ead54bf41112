import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page that React may adopt after the rest (docs/decisions/058-react-renders-the-app.md):
 * React leaves the server's HTML of a Suspense boundary in place while it hydrates the page around it, then
 * hydrates the boundary in a later, interruptible slice, at once if the visitor interacts with it first.
 * Anywhere else it is a Suspense boundary that shows nothing while its part loads.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
