import { HTTP_TIMEOUT_MS, REFRESH_TOKEN_MARGIN_S, TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import {
  type Credentials,
  clearCredentials,
  credentialsKey,
  readCredentials,
  saveCredentials,
  tokenClaims,
} from './credentials';
import { forgottenOnReload } from './page-load-state';

let memo: { at: number; result: Promise<Credentials | null> } | undefined;
forgottenOnReload(() => {
  memo = undefined;
});

/** Seconds the token has left. */
function secondsLeft(token: string): number {
  const exp = Number(tokenClaims(token).exp ?? 0);
  return exp - Date.now() / 1000;
}

/**
 * docs/product.md#token-refresh: before a request, refresh when the id token has less than 180 s left; a refresh result is reused
 * for 15 s so parallel requests refresh once. A refused refresh signs out (null).
 */
export function freshCredentials(): Promise<Credentials | null> {
  const stored = readCredentials();
  if (!stored || secondsLeft(stored.idToken) > REFRESH_TOKEN_MARGIN_S) return Promise.resolve(stored);
  if (memo && Date.now() - memo.at < TOKEN_REFRESH_MEMO_MS) return memo.result;
  const result = inOneTab(credentialsKey(), async () => {
    // Another tab may have refreshed (or been refused) while this one waited for the lock.
    const current = readCredentials();
    if (!current || secondsLeft(current.idToken) > REFRESH_TOKEN_MARGIN_S) return current;
    return refresh(current.refreshToken);
  });
  memo = { at: Date.now(), result };
  return result;
}

/**
 * Tabs share one refresh (ADR 064): the refresh runs under a Web Lock named after the credential store, so a
 * second tab waits for the first and then finds its new tokens rather than spending the same refresh token
 * again. Where the browser has no Web Locks, the server's 15 s answer keeps the second tab signed in.
 */
function inOneTab<T>(store: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`${store}.refresh`, task) : task();
}

async function refresh(refreshToken: string): Promise<Credentials | null> {
  const response = await fetch('/api/v1/tokens/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: refreshToken }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!response.ok) {
    clearCredentials();
    return null;
  }
  const next = (await response.json()) as Credentials;
  saveCredentials(next);
  return next;
}

const userOf = (credentials: Credentials | null) => {
  const id = credentials ? tokenClaims(credentials.idToken)['custom:user_id'] : undefined;
  return typeof id === 'string' ? id : undefined;
};

/** The signed-in user's id, from the id token's `custom:user_id` claim (docs/product.md#tokens). */
export function currentUserId(): string | undefined {
  return userOf(readCredentials());
}

/** The signed-in user's `users/{id}…` API path. */
export function userPath(suffix = ''): string {
  return `users/${currentUserId()}${suffix}`;
}

/**
 * docs/product.md#session-end: a request is refused with a session error when the other credential store (Roland vs the other
 * brands) holds a sign-in of a different user.
 */
export function hasSessionConflict(): boolean {
  const mine = userOf(readCredentials());
  const otherKey =
    credentialsKey() === credentialsKey('ROLAND') ? credentialsKey('DW') : credentialsKey('ROLAND');
  const other = userOf(readCredentials(otherKey));
  return !!mine && !!other && mine !== other;
}
