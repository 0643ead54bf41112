import { describe, expect, it } from 'vitest';
import { hasSessionConflict } from './session';

const token = (userId: string) => `e30.${btoa(JSON.stringify({ 'custom:user_id': userId, exp: 4e9 }))}.s`;
const store = (key: string, userId: string) =>
  localStorage.setItem(key, JSON.stringify({ idToken: token(userId), accessToken: 'a', refreshToken: 'r' }));

describe('session error across brands (docs/product.md#session-end)', () => {
  it('is raised only when the other brand holds a different user', () => {
    store('backstage.credentials', 'user-1');
    expect(hasSessionConflict()).toBe(false);
    store('backstage.credentials.roland', 'user-1');
    expect(hasSessionConflict()).toBe(false);
    store('backstage.credentials.roland', 'user-2');
    expect(hasSessionConflict()).toBe(true);
  });
});
