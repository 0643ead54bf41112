import { SNACKBAR_DURATION_MS } from '@backstage/domain';
import { Alert, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Severity = 'success' | 'info' | 'warning' | 'error';
interface Message {
  text: string;
  severity: Severity;
  key: number;
}
interface SnackbarApi {
  show(text: string, severity?: Severity): void;
}

const SnackbarContext = createContext<SnackbarApi>({ show: () => {} });

/** One snackbar for the app, hidden after 8 s (docs/product.md#shell). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback((text: string, severity: Severity = 'info') => {
    setMessage({ text, severity, key: Date.now() });
  }, []);
  const close = () => setMessage(null);
  // One object for the provider's life: effects that list the API as a dependency (the service worker's start)
  // would otherwise run again on every message they show, and a failing one would show messages without end.
  const api = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar
        key={message?.key}
        open={message !== null}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Above the phone's bottom bar when the shell shows one (it sets --bottom-bar-height).
        sx={{
          bottom: {
            xs: 'calc(var(--bottom-bar-height, 0px) + 8px)',
            sm: 'calc(var(--bottom-bar-height, 0px) + 24px)',
          },
        }}
      >
        {message ? (
          <Alert onClose={close} severity={message.severity} variant="filled" sx={{ width: '100%' }}>
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </SnackbarContext.Provider>
  );
}

/** Shows a short message at the bottom of the screen. */
export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}
