import { useSyncExternalStore } from 'react';
import { isSignedIn, onCredentialsChange } from './credentials';

/**
 * Whether a user is signed in, re-rendering the caller when that changes (sign-in, sign-out, other tabs).
 * Prerendered pages (ADR 046) are hydrated only when no one is signed in, so both snapshots read the store.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onCredentialsChange, isSignedIn, isSignedIn);
}
