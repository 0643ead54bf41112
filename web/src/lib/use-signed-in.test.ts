import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@/test-utils';
import { clearCredentials, saveCredentials } from './credentials';
import { useSignedIn } from './use-signed-in';

describe('useSignedIn', () => {
  it('re-renders on sign-in and sign-out without any navigation', () => {
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(false);
    act(() => saveCredentials({ idToken: 'i', accessToken: 'a', refreshToken: 'r' }));
    expect(result.current).toBe(true);
    act(() => clearCredentials());
    expect(result.current).toBe(false);
  });
});
