/**
 * Why a session ended under the user (Auth, docs/product.md#session-end): the token expired or was revoked, the account is gone,
 * or another brand holds a different user's sign-in (session error).
 */
export type SessionEnd = 'expired' | 'deleted' | 'conflict';

const listeners = new Set<(reason: SessionEnd) => void>();

/** Subscribes to session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: (reason: SessionEnd) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces that the session ended. */
export function endSession(reason: SessionEnd): void {
  for (const listener of listeners) listener(reason);
}
