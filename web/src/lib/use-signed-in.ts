import { useSyncExternalStore } from 'react';
import { isSignedIn, onCredentialsChange } from './credentials';

/** Whether a user is signed in, re-rendering the caller when that changes (sign-in, sign-out, other tabs). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onCredentialsChange, isSignedIn);
}
