import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from './api/query-keys';
import { ApiRequestError, ApiTimeoutError } from './api-client';
import { clearCredentials, saveCredentials } from './credentials';
import { createQueryClient, retryOnce } from './query-client';

const token = (userId: string) => `e30.${btoa(JSON.stringify({ 'custom:user_id': userId, exp: 4e9 }))}.s`;
const signIn = (userId: string, refreshToken = 'r') =>
  saveCredentials({ idToken: token(userId), accessToken: 'a', refreshToken });
const PROFILE = queryKeys.profile();
const GEAR = queryKeys.registeredProducts();

afterEach(() => clearCredentials());

describe('the query cache follows the signed-in user (docs/product.md#sign-in)', () => {
  it('forgets user A when A signs out, so B signing in next in this tab never sees A’s answers', () => {
    signIn('user-a');
    const cache = createQueryClient();
    cache.setQueryData(PROFILE, { firstName: 'Ada' });
    cache.setQueryData(GEAR, [{ id: 1 }]);

    clearCredentials();
    expect(cache.getQueryData(PROFILE)).toBeUndefined();
    expect(cache.getQueryData(GEAR)).toBeUndefined();

    signIn('user-b');
    expect(cache.getQueryData(PROFILE)).toBeUndefined();
    expect(cache.getQueryData(GEAR)).toBeUndefined();
  });

  it('forgets user A when B signs in over A without a sign-out', () => {
    signIn('user-a');
    const cache = createQueryClient();
    cache.setQueryData(PROFILE, { firstName: 'Ada' });
    signIn('user-b');
    expect(cache.getQueryData(PROFILE)).toBeUndefined();
  });

  it('keeps the cache through a token refresh of the same user', () => {
    signIn('user-a');
    const cache = createQueryClient();
    cache.setQueryData(PROFILE, { firstName: 'Ada' });
    signIn('user-a', 'rotated');
    expect(cache.getQueryData(PROFILE)).toEqual({ firstName: 'Ada' });
  });

  it('forgets the user when another tab signs out', () => {
    signIn('user-a');
    const cache = createQueryClient();
    cache.setQueryData(PROFILE, { firstName: 'Ada' });
    localStorage.removeItem('backstage.credentials');
    window.dispatchEvent(new StorageEvent('storage', { key: 'backstage.credentials' }));
    expect(cache.getQueryData(PROFILE)).toBeUndefined();
  });
});

describe('a failed query is asked again (docs/product.md#progress-indicator)', () => {
  it('once after an error answer, never after a time-out', () => {
    const refused = new ApiRequestError(503, { code: 'TRY_AGAIN', message: 'Please try again in a moment.' });
    expect(retryOnce(0, refused)).toBe(true);
    expect(retryOnce(1, refused)).toBe(false);
    expect(retryOnce(0, new ApiTimeoutError())).toBe(false);
  });
});
