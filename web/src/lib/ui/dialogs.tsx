import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import type { DialogRequest } from './dialog-view';
import { useOneAtATime } from './use-one-at-a-time';

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
  const { current, drawn, show: open, close } = useOneAtATime<DialogRequest>();
  // One object for the provider's life, so effects that depend on it do not run again when a dialog opens.
  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      {drawn && (
        <Suspense fallback={null}>
          <DialogView request={current} close={close} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}

/** Opens and closes the shared dialog. */
export function useDialogs(): DialogsApi {
  return useContext(DialogsContext);
}
