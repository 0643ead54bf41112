import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, signUp } from '../../../test/accounts-helpers';
import { caller, signedOutWrite, storedRows, userPath } from '../../../test/temporary-data-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findUser } from '../accounts';
import { emailHash, readTemporaryData, SIGNED_OUT_WRITES_PER_HOUR } from './temporary-data-service';

let t: TestApp;
let call: ReturnType<typeof caller>;
let write: ReturnType<typeof signedOutWrite>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  write = signedOutWrite(t);
});
afterAll(() => t.close());

const qrBody = { modelCode: 'FP-30X', serialCode: 'Z1234567' };
const redirectBody = { path: '/qr-registration?mdl=FP-30X' };
const emailRows = async (email: string) =>
  (await t.db.query('select * from temporary_data where email_hash = $1', [emailHash(email)])).rows;

describe('POST temporaryData {email, purpose, body} signed out (docs/product.md#temporary-data)', () => {
  it('answers the same for an address with an account and one without, keeping no address', async () => {
    await activeUser(t, 'temporary-known@example.com');
    const known = await write({
      email: 'temporary-known@example.com',
      purpose: 'ProductRegistrationUsingQR',
      body: qrBody,
    });
    const unknown = await write({
      email: 'nobody-here@example.com',
      purpose: 'ProductRegistrationUsingQR',
      body: qrBody,
    });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'stored' });
    }
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    const rows = await storedRows(t);
    expect(JSON.stringify(rows)).not.toMatch(/nobody-here|temporary-known/);
    expect(await emailRows('nobody-here@example.com')).toHaveLength(1);
  });

  it('needs a valid e-mail, a known purpose and a body for it, storing nothing otherwise', async () => {
    const before = await storedRows(t);
    const cases: [unknown, string][] = [
      [{ purpose: 'ProductRegistrationUsingQR', body: qrBody }, 'email'],
      [{ email: 'not-an-email', purpose: 'ProductRegistrationUsingQR', body: qrBody }, 'email'],
      [{ email: 'a@example.com', purpose: 'Other', body: qrBody }, 'purpose'],
      [{ email: 'a@example.com', purpose: 'ProductRegistrationUsingQR' }, 'body'],
      [{ email: 'a@example.com', purpose: 'ProductRegistrationUsingQR', body: [1] }, 'body'],
      [
        { email: 'a@example.com', purpose: 'ProductRegistrationUsingQR', body: { pad: 'x'.repeat(4100) } },
        'body',
      ],
      [
        { email: 'a@example.com', purpose: 'RedirectPathAfterSignup', body: { path: '//evil.example' } },
        'body.path',
      ],
      [
        {
          email: 'a@example.com',
          purpose: 'RedirectPathAfterSignup',
          body: { path: 'https://evil.example' },
        },
        'body.path',
      ],
      [{ email: 'a@example.com', purpose: 'RedirectPathAfterSignup', body: {} }, 'body.path'],
    ];
    for (const [payload, field] of cases) {
      const response = await write(payload, '203.0.113.20');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input.' });
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const huge = await write({
      email: 'a@example.com',
      purpose: 'ProductRegistrationUsingQR',
      body: { pad: 'x'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedRows(t)).toEqual(before);
  });

  it(`takes at most ${SIGNED_OUT_WRITES_PER_HOUR} writes an hour from one client address`, async () => {
    const payload = (i: number) => ({
      email: `flood${i}@example.com`,
      purpose: 'ProductRegistrationUsingQR',
      body: qrBody,
    });
    for (let i = 0; i < SIGNED_OUT_WRITES_PER_HOUR; i++)
      expect((await write(payload(i), '198.51.100.7')).statusCode).toBe(202);
    const refused = await write(payload(999), '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'ATTEMPT_LIMIT_EXCEEDED',
      message: 'Attempt limit exceeded. Please try again later.',
      traceId: expect.any(String),
    });
    expect(await emailRows('flood999@example.com')).toEqual([]);
    // Another client is not held back by it.
    expect((await write(payload(1000), '198.51.100.8')).statusCode).toBe(202);
  });
});

describe('the e-mail’s user claims it on the first read after signing in', () => {
  it('carries a QR registration and the route to return to across sign-up (any case of the address)', async () => {
    const email = 'qr-newcomer@example.com';
    await write(
      { email: ' QR-Newcomer@Example.COM ', purpose: 'ProductRegistrationUsingQR', body: qrBody },
      '203.0.113.30',
    );
    await write({ email, purpose: 'RedirectPathAfterSignup', body: redirectBody }, '203.0.113.30');
    const u = await activeUser(t, email);
    const qr = await call('GET', userPath(u.userId, 'ProductRegistrationUsingQR'), u.idToken);
    expect(qr.json()).toMatchObject({ purpose: 'ProductRegistrationUsingQR', body: qrBody });
    // Claimed as a whole: the e-mail's rows are now the user's, nothing is left against the address.
    expect(await emailRows(email)).toEqual([]);
    const redirect = await call('GET', userPath(u.userId, 'RedirectPathAfterSignup'), u.idToken);
    expect(redirect.json()).toMatchObject({ body: redirectBody });
    await call('DELETE', userPath(u.userId, 'RedirectPathAfterSignup'), u.idToken);
    expect(
      (await call('GET', userPath(u.userId, 'RedirectPathAfterSignup'), u.idToken)).json().body,
    ).toBeNull();
  });

  it('claims on a DELETE too, which then removes what was waiting', async () => {
    const email = 'qr-deleter@example.com';
    const u = await activeUser(t, email);
    await write({ email, purpose: 'ProductRegistrationUsingQR', body: qrBody }, '203.0.113.31');
    await call('DELETE', userPath(u.userId, 'ProductRegistrationUsingQR'), u.idToken);
    expect(await emailRows(email)).toEqual([]);
    expect(
      (await call('GET', userPath(u.userId, 'ProductRegistrationUsingQR'), u.idToken)).json().body,
    ).toBeNull();
  });

  it('keeps the newer of the user’s own body and the e-mail’s, per purpose', async () => {
    const email = 'qr-both@example.com';
    const u = await activeUser(t, email);
    const qr = userPath(u.userId, 'ProductRegistrationUsingQR');
    const redirect = userPath(u.userId, 'RedirectPathAfterSignup');
    await call('POST', qr, u.idToken, { modelCode: 'OWN-OLD' });
    await call('POST', redirect, u.idToken, { path: '/own-newer' });
    await write(
      { email, purpose: 'ProductRegistrationUsingQR', body: { modelCode: 'EMAIL-NEW' } },
      '203.0.113.32',
    );
    await write(
      { email, purpose: 'RedirectPathAfterSignup', body: { path: '/email-older' } },
      '203.0.113.32',
    );
    // The user's QR body is an hour older than the e-mail's; their redirect an hour newer.
    await t.db.query(
      `update temporary_data set update_date = case purpose
          when 'ProductRegistrationUsingQR' then now() - interval '1 hour' else now() + interval '1 hour' end
        where user_id = $1`,
      [u.userId],
    );
    expect((await call('GET', qr, u.idToken)).json().body).toEqual({ modelCode: 'EMAIL-NEW' });
    expect((await call('GET', redirect, u.idToken)).json().body).toEqual({ path: '/own-newer' });
    expect(await emailRows(email)).toEqual([]);
  });

  it('leaves an expired e-mail body unclaimed and drops it', async () => {
    const email = 'qr-late@example.com';
    await write({ email, purpose: 'ProductRegistrationUsingQR', body: qrBody }, '203.0.113.33');
    await t.db.query(
      `update temporary_data set expires_at = now() - interval '1 minute' where email_hash = $1`,
      [emailHash(email)],
    );
    const u = await activeUser(t, email);
    expect(
      (await call('GET', userPath(u.userId, 'ProductRegistrationUsingQR'), u.idToken)).json().body,
    ).toBeNull();
    expect(await emailRows(email)).toEqual([]);
  });

  it('never hands one address’s data to another user', async () => {
    await write(
      { email: 'qr-someone-else@example.com', purpose: 'ProductRegistrationUsingQR', body: qrBody },
      '203.0.113.34',
    );
    const u = await activeUser(t, 'qr-bystander@example.com');
    expect(
      (await call('GET', userPath(u.userId, 'ProductRegistrationUsingQR'), u.idToken)).json().body,
    ).toBeNull();
    expect(await emailRows('qr-someone-else@example.com')).toHaveLength(1);
  });

  it('is not claimed by an account whose address is not verified yet', async () => {
    const email = 'qr-unverified@example.com';
    await signUp(t, email);
    await write({ email, purpose: 'ProductRegistrationUsingQR', body: qrBody }, '203.0.113.35');
    // Signing in needs an activated account, so the service's own rule is checked directly.
    const id = (await t.db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!
      .id;
    const user = (await findUser(t.app.deps, id))!;
    expect(user.emailVerified).toBe(false);
    expect((await readTemporaryData(t.app.deps, user, 'ProductRegistrationUsingQR')).body).toBeNull();
    expect(await emailRows(email)).toHaveLength(1);
  });
});
