import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { renderHook, testProviders } from '@/test-utils';
import { useRegisterProduct } from './register-product';
import { useUnregisterProduct } from './unregister-product';

const token = `x.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600, 'custom:user_id': 'u1' }))}.y`;
const registered = { id: 7, product: { id: 1, name: 'TD-07' } };

function withClient() {
  const client = new QueryClient();
  // Two sort orders already read: both must be read again after a change.
  client.setQueryData(queryKeys.registeredProductsSorted('purchaseDateDesc'), []);
  client.setQueryData(queryKeys.registeredProductsSorted('productNameAsc'), []);
  return { client, wrapper: testProviders({ client }) };
}
const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: queryKeys.registeredProducts() })
    .map((query) => query.state.isInvalidated);

beforeEach(() => {
  localStorage.setItem(
    'backstage.credentials',
    JSON.stringify({ idToken: token, accessToken: token, refreshToken: 'r' }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('My Gear mutations own their cache', () => {
  it('registering a product marks every cached sort order stale', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(registered)),
    );
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useRegisterProduct(), { wrapper });
    await result.current.mutateAsync({ product: { id: 1 }, pending: true });
    expect(invalidated(client)).toEqual([true, true]);
  });

  it('a refused unregistration leaves the cached registrations as they were', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'NOT_FOUND', message: 'Not found.' }, { status: 404 })),
    );
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useUnregisterProduct(), { wrapper });
    await expect(result.current.mutateAsync(7)).rejects.toThrow('Not found.');
    expect(invalidated(client)).toEqual([false, false]);
  });
});
