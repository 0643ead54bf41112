import { useCallback, useState } from 'react';

/**
 * The state of a host that shows one thing at a time (the dialog, the snackbar's message) in a view loaded on
 * first use: `current` is what is shown, or null; `drawn` turns true with the first one and stays, so that the
 * view is not loaded before it is needed and every later one closes with its transition.
 */
export function useOneAtATime<T>() {
  const [current, setCurrent] = useState<T | null>(null);
  const [drawn, setDrawn] = useState(false);
  const show = useCallback((next: T) => {
    setDrawn(true);
    setCurrent(next);
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  return { current, drawn, show, close };
}
