import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo } from 'react';
import type { Message, Severity } from './snackbar-view';
import { useOneAtATime } from './use-one-at-a-time';

// Loaded with the first message: most first pages never show one.
const SnackbarView = lazy(() => import('./snackbar-view'));
interface SnackbarApi {
  show(text: string, severity?: Severity): void;
}

const SnackbarContext = createContext<SnackbarApi>({ show: () => {} });

/** One snackbar for the app, hidden after 8 s (docs/product.md#shell). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { current, drawn, show: showMessage, close } = useOneAtATime<Message>();
  const show = useCallback(
    (text: string, severity: Severity = 'info') => showMessage({ text, severity, key: Date.now() }),
    [showMessage],
  );
  // One object for the provider's life: effects that list the API as a dependency (the service worker's start)
  // would otherwise run again on every message they show, and a failing one would show messages without end.
  const api = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {drawn && (
        <Suspense fallback={null}>
          <SnackbarView message={current} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

/** Shows a short message at the bottom of the screen. */
export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}
