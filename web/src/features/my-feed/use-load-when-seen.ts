import { useCallback, useRef } from 'react';

/**
 * Infinite scroll: calls `load` when the returned ref's element comes near the viewport, while `enabled`.
 * A callback ref, so the observer follows the element as it mounts and unmounts.
 */
export function useLoadWhenSeen(enabled: boolean, load: () => void) {
  const observer = useRef<IntersectionObserver | null>(null);
  const latest = useRef({ enabled, load });
  latest.current = { enabled, load };
  // Depends on `enabled` so that the element is observed again after each page: still in view, it loads the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-created on purpose when `enabled` changes
  return useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting) && latest.current.enabled) latest.current.load();
        },
        { rootMargin: '400px 0px' },
      );
      observer.current.observe(element);
    },
    [enabled],
  );
}
