/** Why a session ended under the user (spec §4 Auth): the token expired or was revoked, or the account is gone. */
export type SessionEnd = 'expired' | 'deleted';

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
