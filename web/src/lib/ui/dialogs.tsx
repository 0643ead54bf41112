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
import type { DialogRequest } from './dialog-view';

// MUI's Dialog with its modal, focus trap and transitions loads when a screen first opens a
// dialog, not with the sign-in page that may never need one (bench/README.md#javascript-budgets).
const DialogView = lazy(() => import('./dialog-view'));
interface DialogsApi {
  open(request: DialogRequest): void;
  close(): void;
}

const DialogsContext = createContext<DialogsApi>({ open: () => {}, close: () => {} });

/** The dialog host: one information dialog at a time, any screen may open it. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  // Mounted from the first open on, so later ones close with their transition.
  const [used, setUsed] = useState(false);
  const open = useCallback((next: DialogRequest) => {
    setUsed(true);
    setRequest(next);
  }, []);
  const close = useCallback(() => setRequest(null), []);
  // One object for the provider's life, so effects that depend on it do not run again when a dialog opens.
  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <DialogView request={request} close={close} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}

/** Opens and closes the shared dialog. */
export function useDialogs(): DialogsApi {
  return useContext(DialogsContext);
}
