import { forgottenOnReload } from './page-load-state';

/**
 * Why a session ended under the user (Auth, docs/product.md#session-end): the token expired or was revoked, the account is gone,
 * or another brand holds a different user's sign-in (session error).
 */
export type SessionEnd = 'expired' | 'deleted' | 'conflict';

const listeners = new Set<(reason: SessionEnd) => void>();
/** An end announced before anyone listened (a request of the first render, sent before the shell's effects ran). */
let unheard: SessionEnd | undefined;
forgottenOnReload(() => {
  unheard = undefined;
});

/** Subscribes to session ends; returns the unsubscribe function. An end nobody has heard yet is delivered now. */
export function onSessionEnd(listener: (reason: SessionEnd) => void): () => void {
  listeners.add(listener);
  if (unheard) {
    const reason = unheard;
    unheard = undefined;
    listener(reason);
  }
  return () => listeners.delete(listener);
}

/** Announces that the session ended; kept for the first listener when nobody listens yet. */
export function endSession(reason: SessionEnd): void {
  if (listeners.size === 0) unheard = reason;
  for (const listener of listeners) listener(reason);
}
