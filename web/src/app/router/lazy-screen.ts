import { type ComponentType, lazy } from 'react';
import { loadAllTexts } from '@/i18n';

/**
 * A screen loaded when first visited, drawn once its code and every text of the culture have arrived: the
 * screen never suspends halfway through drawing for a namespace, which Preact's Suspense did not always
 * resume from when several parts of a screen waited at once (docs/decisions/051-preact-renders-the-app.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen's props are its own
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadAllTexts()]).then(([module]) => module));
}
