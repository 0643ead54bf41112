import { QueryClient } from '@tanstack/react-query';
import { ApiTimeoutError } from './api-client';
import { onCredentialsChange } from './credentials';
import { currentUserId } from './session';

/**
 * A failed query is asked once more, unless it timed out: a second try would keep its indicator up for
 * another HTTP_TIMEOUT_MS, past the 60 s after which the screen must say what happened
 * (docs/product.md#progress-indicator).
 */
export const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiTimeoutError);

/**
 * The app's server-state cache. It holds one user's answers (`GET me`, My Gear, …) under keys that do not
 * name the user, so it is emptied whenever the signed-in user changes: sign-out, a session that ends, another
 * user's sign-in in this tab or another (docs/product.md#sign-in: signing in as a different user clears the
 * old user's data; docs/product.md#sign-out). A token refresh keeps the same user and the cache.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } },
  });
  let user = currentUserId();
  onCredentialsChange(() => {
    const next = currentUserId();
    if (next === user) return;
    user = next;
    queryClient.clear();
  });
  return queryClient;
}
