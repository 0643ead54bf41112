import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { ApiTimeoutError, apiRequest } from './api-client';
import { clearCredentials, saveCredentials } from './credentials';
import { onSessionEnd } from './session-events';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (claims: object) => `${base64url({ alg: 'none' })}.${base64url(claims)}.signature`;

afterEach(() => {
  vi.unstubAllGlobals();
  clearCredentials();
});

describe('apiRequest for a call that needs a token', () => {
  it('signed out: refuses without asking the server and without a "Session expired" dialog', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    await expect(apiRequest('me', { auth: 'id' })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    stop();
    expect(fetch).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('signed in with a token the server refuses: the session ends as expired', async () => {
    const idToken = token({ exp: Math.floor(Date.now() / 1000) + 3600, 'custom:user_id': 'u-1' });
    saveCredentials({ idToken, accessToken: idToken, refreshToken: 'r' } as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Please log in' }), { status: 401 }),
      ),
    );
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    await expect(apiRequest('me', { auth: 'id' })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('signed in with an expired token whose refresh is refused: the session ends without calling the API', async () => {
    const idToken = token({ exp: 1, 'custom:user_id': 'u-1' });
    saveCredentials({ idToken, accessToken: idToken, refreshToken: 'revoked' } as never);
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ code: 'INVALID_TOKEN', message: 'x' }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    await expect(apiRequest('me', { auth: 'id' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    stop();
    expect(ended).toHaveBeenCalledWith('expired');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/tokens/refresh');
  });
});

describe('apiRequest for a call the server does not answer in time (docs/product.md#progress-indicator)', () => {
  it('gives it up as an ApiTimeoutError that says so, once', async () => {
    const fetch = vi.fn(async () => {
      throw new DOMException('signal timed out', 'TimeoutError');
    });
    vi.stubGlobal('fetch', fetch);
    const failure = apiRequest('cultureCodes');
    await expect(failure).rejects.toBeInstanceOf(ApiTimeoutError);
    await expect(failure).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
    await expect(failure).rejects.not.toMatchObject({ message: 'signal timed out' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves other network failures as they are', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('cultureCodes')).rejects.toThrow(TypeError);
  });
});

describe('an error answer names its request (docs/decisions/091-*)', () => {
  beforeAll(() => initI18n('en-US'));
  const answer = (status: number, body: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';

  it('a server failure shows "Reference: <trace id>" after its message', async () => {
    answer(503, { code: 'SERVICE_NOT_AVAILABLE', message: 'This service is not available.', traceId });
    const error = await apiRequest('genders').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, traceId });
    expect((error as Error).message).toBe(`This service is not available. Reference: ${traceId}`);
  });

  it('a refusal the user can act on shows its message alone', async () => {
    answer(401, { code: 'INCORRECT_CREDENTIALS', message: 'Incorrect username or password.', traceId });
    const error = await apiRequest('signin', { body: {} }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Incorrect username or password.');
    expect(error).toMatchObject({ traceId });
  });
});

describe('a refusal in the interface language (docs/product.md#error-catalogue)', () => {
  const answer = (body: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 401 })),
    );
  const wrongPassword = { code: 'INCORRECT_CREDENTIALS', message: 'Incorrect username or password.' };

  it('reads the catalogue’s text for its code in the culture, the server’s words in en-US', async () => {
    await initI18n('de-DE');
    answer(wrongPassword);
    const german = await apiRequest('signin', { body: {} }).catch((caught: unknown) => caught);
    expect((german as Error).message).toBe(i18next.t('errors:INCORRECT_CREDENTIALS'));
    expect((german as Error).message).not.toBe(wrongPassword.message);
    expect(german).toMatchObject({ code: 'INCORRECT_CREDENTIALS' });

    await initI18n('en-US');
    const english = await apiRequest('signin', { body: {} }).catch((caught: unknown) => caught);
    expect((english as Error).message).toBe(wrongPassword.message);
  });

  it('keeps the server’s words for a code the catalogue does not know', async () => {
    await initI18n('de-DE');
    answer({ code: 'SOMETHING_NEW', message: 'Something new went wrong.' });
    const error = await apiRequest('signin', { body: {} }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Something new went wrong.');
  });
});
