import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mailedCode, PASSWORD, reauthHeader, signUp } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Every line the app logs at its most detailed level, while a user signs up, confirms with the mailed code,
// signs in, refreshes, turns on two-step sign-in and signs in with a code (docs/product.md#log-sanitising).
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream });
}, 180_000);
afterAll(() => t.close());

const EMAIL = 'log-secrets@example.com';

describe('log lines (docs/decisions/091-*)', () => {
  it('carry the trace id of their request, and never a token, a password, a mail code or a TOTP secret', async () => {
    const secrets: string[] = [PASSWORD];
    expect((await signUp(t, EMAIL)).statusCode).toBe(201);
    const mailCode = await mailedCode(t, EMAIL);
    secrets.push(mailCode);
    await t.app.inject({ method: 'POST', url: '/api/v1/confirm', payload: { email: EMAIL, code: mailCode } });
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email: EMAIL, password: PASSWORD } });
    const session = (await signIn()).json();
    const refreshed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/tokens/refresh',
        payload: { token: session.refreshToken },
      })
    ).json();
    secrets.push(session.idToken, session.accessToken, session.refreshToken, refreshed.refreshToken);
    const userId = (await t.app.inject({ url: '/api/v1/me', headers: bearer(refreshed.idToken) })).json().id;
    const user = { ...refreshed, userId };
    const setUp = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/mfa/totp`,
      headers: { ...bearer(refreshed.accessToken), ...(await reauthHeader(t, user)) },
    });
    const { secret } = setUp.json();
    secrets.push(secret);
    const code = await generate({ secret });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/mfa/totp/verify`,
      headers: bearer(refreshed.accessToken),
      payload: { code },
    });
    const { mfaToken } = (await signIn()).json();
    secrets.push(mfaToken);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/mfa',
      payload: { mfaToken, code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
    });
    expect(second.statusCode).toBe(200);
    secrets.push(second.json().idToken, second.json().refreshToken);

    expect(lines.length).toBeGreaterThan(20);
    const logged = lines.join('');
    for (const value of secrets) {
      expect(value.length).toBeGreaterThanOrEqual(6);
      // A numeric code counts standing alone: its digits inside a timestamp are not it.
      if (/^\d+$/.test(value)) expect(logged).not.toMatch(new RegExp(`(?<!\\d)${value}(?!\\d)`));
      else expect(logged).not.toContain(value);
    }
    // Each request's lines carry its W3C trace id.
    const requestLines = lines.map((line) => JSON.parse(line)).filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.trace_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
