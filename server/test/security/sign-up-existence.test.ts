import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, signUpPayload } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 6: `POST signup` told whether an address has an account (409 "exists") without a limit,
// past the 30 lookups in 10 minutes that `accountType` allows a client address. Sign-up (and migration, its
// twin for the old portal's list) now spend that same budget (docs/decisions/059-two-step-and-per-address-budgets.md).
let t: TestApp;
const KNOWN = 'existence-known@example.com';
beforeAll(async () => {
  t = await createTestApp();
  await activeUser(t, KNOWN);
}, 180_000);
afterAll(() => t.close());

const LIMIT = {
  code: 'ATTEMPT_LIMIT_EXCEEDED',
  message: 'Attempt limit exceeded. Please try again later.',
  traceId: expect.any(String),
};
async function signUp(email: string, ip: string) {
  const { securityToken } = (await t.app.inject('/api/v1/serverTime')).json();
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    headers: { 'x-client-id': 'roland', 'x-security-token': securityToken, 'x-forwarded-for': ip },
    payload: signUpPayload(email),
  });
}
const accountType = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/accountType',
    payload: { email },
    headers: { 'x-forwarded-for': ip },
  });
const migrate = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/migrate',
    payload: { email, password: 'Kettle-Drum-77', cultureCode: 'en-US', signupSource: 'backstage' },
    headers: { 'x-client-id': 'roland', 'x-forwarded-for': ip },
  });

describe('sign-up’s existence answer spends the accountType budget of the client address', () => {
  it('30 sign-ups for a known address answer "exists", the 31st "Attempt limit exceeded"; other addresses are unaffected', async () => {
    const prober = '203.0.113.61';
    for (let i = 0; i < 30; i++) expect((await signUp(KNOWN, prober)).json().code).toBe('EMAIL_EXISTS');
    const refused = await signUp(KNOWN, prober);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LIMIT);
    expect((await signUp('existence-new@example.com', prober)).json()).toEqual(LIMIT);
    expect((await accountType(KNOWN, prober)).json()).toEqual(LIMIT);
    const { rows } = await t.db.query('select 1 from users where email = $1', ['existence-new@example.com']);
    expect(rows).toEqual([]);
    expect((await signUp(KNOWN, '203.0.113.62')).json().code).toBe('EMAIL_EXISTS');
  });

  it('lookups and sign-ups share one budget', async () => {
    const prober = '203.0.113.63';
    for (let i = 0; i < 30; i++) expect((await accountType(KNOWN, prober)).statusCode).toBe(200);
    expect((await signUp(KNOWN, prober)).json()).toEqual(LIMIT);
  });

  it('migration, which tells whether an address is on the old portal’s list, spends it too', async () => {
    const prober = '203.0.113.64';
    for (let i = 0; i < 30; i++)
      expect((await migrate(`existence-${i}@example.com`, prober)).json().code).toBe('USER_DOES_NOT_EXIST');
    expect((await migrate('existence-legacy@example.com', prober)).json()).toEqual(LIMIT);
  });
});
