import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { Message, Severity } from './snackbar-view';

// Loaded with the first message: most first pages never show one.
const SnackbarView = lazy(() => import('./snackbar-view'));
interface SnackbarApi {
  show(text: string, severity?: Severity): void;
}

const SnackbarContext = createContext<SnackbarApi>({ show: () => {} });

/** One snackbar for the app, hidden after 8 s (docs/product.md#shell). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  // Once shown, the view stays, so that a message closes with its transition.
  const [shown, setShown] = useState(false);
  const show = useCallback((text: string, severity: Severity = 'info') => {
    setMessage({ text, severity, key: Date.now() });
    setShown(true);
  }, []);
  const close = () => setMessage(null);
  // One object for the provider's life: effects that list the API as a dependency (the service worker's start)
  // would otherwise run again on every message they show, and a failing one would show messages without end.
  const api = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <SnackbarView message={message} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

/** Shows a short message at the bottom of the screen. */
export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}
