import { Button } from '@mui/material';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Drafts = Map<string, unknown>;
const DraftsContext = createContext<Drafts | null>(null);

/**
 * What the visitor typed in each step, kept while the registration screen is open so that Back (and Next
 * again) shows it as it was (docs/product.md#registration-steps). Held in memory only: a password typed
 * here never reaches browser storage.
 */
export function StepDrafts({ children }: { children: React.ReactNode }) {
  const drafts = useRef<Drafts>(new Map());
  return <DraftsContext.Provider value={drafts.current}>{children}</DraftsContext.Provider>;
}

/** A step's values as it last left them, or `initial` the first time. */
export function useStepDraft<T>(key: string, initial: T): T {
  const drafts = useContext(DraftsContext);
  return drafts?.has(key) ? (drafts.get(key) as T) : initial;
}

/** Keeps `current()` as the step's draft when the step goes away, forward or back. */
export function useKeepStepDraft<T>(key: string, current: () => T): void {
  const drafts = useContext(DraftsContext);
  const latest = useRef(current);
  latest.current = current;
  useEffect(() => () => void drafts?.set(key, latest.current()), [drafts, key]);
}

/** The step's Back action: to the step before, keeping what was typed. */
export function StepBack({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Button size="large" onClick={onBack}>
      {t('signup.back')}
    </Button>
  );
}
