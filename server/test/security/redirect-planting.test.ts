import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, mailedCode, PASSWORD, signUp } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Finding 11: nobody signed out may choose where an existing account lands after its next sign-in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plant = (email: string, path: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/temporaryData',
    payload: { email, purpose: 'RedirectPathAfterSignup', body: { path } },
  });
const kept = async (idToken: string, userId: string) =>
  (
    await t.app.inject({
      url: `/api/v1/temporaryData/${userId}/RedirectPathAfterSignup`,
      headers: bearer(idToken),
    })
  ).json().body;

describe('signed-out RedirectPathAfterSignup', () => {
  it('is dropped unseen for an activated account, with the usual answer', async () => {
    const victim = await activeUser(t, 'planted@example.com');
    const res = await plant('planted@example.com', '/settings/delete-account');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'stored' });
    expect(await kept(victim.idToken, victim.userId)).toBeNull();
  });

  it('still carries a sign-up’s path across activation to the first sign-in', async () => {
    await signUp(t, 'signing-up@example.com');
    expect((await plant('signing-up@example.com', '/qr-registration?mdl=FP-30X')).statusCode).toBe(202);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/confirm',
      payload: { email: 'signing-up@example.com', code: await mailedCode(t, 'signing-up@example.com') },
    });
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email: 'signing-up@example.com', password: PASSWORD },
      })
    ).json();
    const me = (await t.app.inject({ url: '/api/v1/me', headers: bearer(session.idToken) })).json();
    expect(await kept(session.idToken, me.id)).toEqual({ path: '/qr-registration?mdl=FP-30X' });
  });
});
