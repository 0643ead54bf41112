import { lazy, Suspense, useEffect, useState } from 'react';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

/**
 * Appears after scrolling down a screen's height; takes the page back to the top. Drawn, and its code
 * loaded, the first time it is needed: most pages are never scrolled that far.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const update = () => {
      const below = window.scrollY > window.innerHeight;
      setVisible(below);
      if (below) setNeeded(true);
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton visible={visible} />
    </Suspense>
  );
}
