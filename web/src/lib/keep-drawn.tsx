import i18next from 'i18next';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useBrand } from './current-brand';
import { isAdopting } from './hydrate-in-turns';

// An empty inner HTML tells Preact, while it adopts a page, to leave the element's children as they are.
const KEEP_CHILDREN = { __html: '' };

/**
 * A part of a prerendered page that only shows (text, images, no links or controls): while the app adopts the
 * page, the server's drawing of it stays as it is and its components do not run at all
 * (docs/decisions/057-parts-kept-as-drawn.md). It draws them the first time it renders again: the language or
 * the brand changed, or the screen around it drew again. Anywhere else it draws them at once. It wraps them in
 * a `div`, on the server as in the browser.
 */
export function KeepDrawn({ children }: { children: ReactNode }) {
  const [kept] = useState(isAdopting);
  const renders = useRef(0);
  renders.current += 1;
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  // The parts' own components follow the language and the brand; while they do not run, this does.
  useBrand();
  useEffect(() => {
    if (!kept) return;
    i18next.on('languageChanged', drawAgain);
    return () => i18next.off('languageChanged', drawAgain);
  }, [kept]);
  if (kept && renders.current === 1) return <div dangerouslySetInnerHTML={KEEP_CHILDREN} />;
  return <div>{children}</div>;
}
