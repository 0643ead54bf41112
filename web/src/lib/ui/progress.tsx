import {
  PROGRESS_HIDDEN,
  PROGRESS_TIMEOUT_MS,
  type ProgressState,
  progressHide,
  progressShow,
} from '@backstage/domain';
import { Box, CircularProgress } from '@mui/material';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

// Loaded when first shown: most first pages never show the bar.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export type ProgressKind = 'circular' | 'linear';
interface ProgressApi {
  show(kind?: ProgressKind): void;
  hide(kind?: ProgressKind): void;
}

const ProgressContext = createContext<ProgressApi>({ show: () => {}, hide: () => {} });
type States = Record<ProgressKind, ProgressState>;

/** docs/product.md#progress-indicator: nested show/hide requests are counted; hidden at zero or after 60 s. */
export function ProgressProvider({ children }: { children: ReactNode }) {
  const [states, setStates] = useState<States>({ circular: PROGRESS_HIDDEN, linear: PROGRESS_HIDDEN });
  const show = useCallback((kind: ProgressKind = 'circular') => {
    setStates((s) => ({ ...s, [kind]: progressShow(s[kind]) }));
  }, []);
  const hide = useCallback((kind: ProgressKind = 'circular') => {
    setStates((s) => ({ ...s, [kind]: progressHide(s[kind]) }));
  }, []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  // A request that never hides must not block the screen forever.
  useEffect(() => {
    if (!states.circular.visible && !states.linear.visible) return;
    const timer = setTimeout(
      () => setStates({ circular: PROGRESS_HIDDEN, linear: PROGRESS_HIDDEN }),
      PROGRESS_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [states.circular.visible, states.linear.visible]);

  return (
    <ProgressContext.Provider value={api}>
      {states.linear.visible && (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label="Loading"
            sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip' }}
          />
        </Suspense>
      )}
      {states.circular.visible && <CenteredSpinner overlay />}
      {children}
    </ProgressContext.Provider>
  );
}

/** A centred circular progress; `overlay` dims the page behind it. */
export function CenteredSpinner({ overlay = false }: { overlay?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: overlay ? undefined : '40vh',
        ...(overlay && { position: 'fixed', inset: 0, zIndex: 'modal', bgcolor: 'rgba(0,0,0,0.25)' }),
      }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** Show/hide the shared progress indicators. */
export function useProgress(): ProgressApi {
  return useContext(ProgressContext);
}
