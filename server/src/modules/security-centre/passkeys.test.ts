import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail, PASSWORD, reauthHeader } from '../../../test/accounts-helpers';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountLockBudget, addressLockKey, failureCounter } from '../../lib/attempt-limit';
import { clientAddress } from '../../lib/client-address';

let t: TestApp;
type User = Awaited<ReturnType<typeof activeUser>>;
let a: User;
let b: User;
const A = 'passkey-a@example.com';
const B = 'passkey-b@example.com';
// The test app's PUBLIC_URL is the default, http://localhost:3000: the relying party is `localhost`.
const RP = { origin: 'http://localhost:3000', rpId: 'localhost' };
const laptop = new SoftAuthenticator(RP);
const phoneOfB = new SoftAuthenticator(RP);
let laptopId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await activeUser(t, A);
  b = await activeUser(t, B);
  // Two sign-ups hash passwords; on a loaded machine that takes longer than the default hook time.
}, 180_000);
afterAll(() => t.close());

const UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
/**
 * Adding (its options) and removing a passkey need a recent re-authentication (docs/product.md#re-authentication):
 * one per call here.
 */
const proofFor = async (method: string, path: string, token: string) => {
  const user = [a, b].find((u) => u.idToken === token && path.startsWith(`/users/${u.userId}/passkeys`));
  const needsProof = method === 'POST' ? /\/passkeys\/options$/.test(path) : method === 'DELETE';
  return user && needsProof ? reauthHeader(t, user) : {};
};
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    payload,
    headers: token ? { ...bearer(token), ...(await proofFor(method, path, token)) } : {},
  });
const registrationOptions = async (user: User) => {
  const response = await call('POST', `/users/${user.userId}/passkeys/options`, user.idToken);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const signInOptions = async (payload: object = {}) => {
  const response = await call('POST', '/signin/passkey/options', undefined, payload);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const signInWith = (response: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin/passkey',
    headers: { 'x-client-id': 'boss', 'user-agent': UA, 'x-forwarded-for': '198.51.100.7' },
    payload: { response },
  });
const passkeysOf = async (user: User) =>
  (await call('GET', `/users/${user.userId}/passkeys`, user.idToken)).json().data;
const storedCounter = async (credentialId: string) =>
  (
    await t.db.query<{ counter: number; lastUsed: Date | null }>(
      'select counter::int as counter, last_used as "lastUsed" from passkeys where credential_id = $1',
      [credentialId],
    )
  ).rows[0];

describe('adding passkeys (docs/product.md#passkeys)', () => {
  it('gives registration options for the account on the PUBLIC_URL relying party', async () => {
    expect((await call('POST', `/users/${a.userId}/passkeys/options`)).statusCode).toBe(401);
    expect((await call('POST', `/users/${a.userId}/passkeys/options`, b.idToken)).statusCode).toBe(403);
    const options = await registrationOptions(a);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Backstage' });
    expect(options.user.name).toBe(A);
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(a.userId);
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required' });
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
  });

  it('adds a passkey under its name for an attestation of the last options', async () => {
    const options = await registrationOptions(a);
    const added = await call('POST', `/users/${a.userId}/passkeys`, a.idToken, {
      name: '  Work laptop ',
      response: laptop.register(options),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      created: expect.any(String),
      lastUsed: null,
    });
    laptopId = added.json().id;
    expect(await passkeysOf(a)).toEqual([added.json()]);
    // Options list the passkeys already added, so the browser does not add one authenticator twice.
    expect((await registrationOptions(a)).excludeCredentials).toEqual([
      { id: laptop.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses a spent, foreign or forged registration and a bad name, storing nothing', async () => {
    const options = await registrationOptions(a);
    const other = new SoftAuthenticator(RP);
    const add = (user: User, payload: object) =>
      call('POST', `/users/${user.userId}/passkeys`, user.idToken, payload);
    // Another site's attestation.
    const elsewhere = other.register(options, { origin: 'https://evil.example' });
    expect((await add(a, { name: 'Evil', response: elsewhere })).json().code).toBe('PASSKEY_NOT_ADDED');
    // The challenge went with that attempt: single use.
    const again = await add(a, { name: 'Again', response: other.register(options) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'PASSKEY_CHALLENGE_EXPIRED',
      message: 'This passkey request has expired or was already used. Please try again.',
      traceId: expect.any(String),
    });
    // A challenge handed to account A cannot add a passkey to account B.
    const forA = await registrationOptions(a);
    const crossed = await add(b, { name: 'Crossed', response: other.register(forA) });
    expect(crossed.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    // Without user verification.
    const unverified = other.register(await registrationOptions(a), { unverified: true });
    expect((await add(a, { name: 'No PIN', response: unverified })).statusCode).toBe(400);
    // The same authenticator again.
    const twice = await add(a, { name: 'Twice', response: laptop.register(await registrationOptions(a)) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_ALREADY_ADDED');
    const noName = await add(a, { name: '  ', response: other.register(await registrationOptions(a)) });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual([
      expect.objectContaining({ field: 'name', message: 'Enter a name for the passkey.' }),
    ]);
    expect((await add(a, { name: 'Bad', response: { id: 'x' } })).statusCode).toBe(400);
    expect((await passkeysOf(a)).map((passkey: { name: string }) => passkey.name)).toEqual(['Work laptop']);
    expect((await passkeysOf(b)).length).toBe(0);
  });
});

describe('signing in with a passkey (docs/product.md#passkeys)', () => {
  it('signs in without an address, answering like signin, and records a passkey event', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await signInWith(laptop.assert(options));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
    });
    expect(signedIn.headers['set-cookie']).toBeDefined();
    const me = await call('GET', '/me', signedIn.json().idToken);
    expect(me.json().id).toBe(a.userId);
    const history = (await call('GET', `/users/${a.userId}/signInHistory`, a.idToken)).json();
    expect(history.data[0]).toMatchObject({ kind: 'passkey', client: 'boss', browser: 'Safari 17' });
    // The sign-in is kept as `passkey` only (the other event is the password sign-in of the set-up).
    expect(history.data.map((event: { kind: string }) => event.kind)).toEqual(['passkey', 'success']);
    // A browser the account has not signed in from: the new-device alert goes (docs/product.md#new-device-alert).
    expect((await lastMail(t, A)).subject).toMatch(/new sign-in/);
    const sessions = (await call('GET', `/users/${a.userId}/sessions`, a.idToken)).json().data;
    expect(sessions).toContainEqual(expect.objectContaining({ client: 'boss', browser: 'Safari 17' }));
    const [passkey] = await passkeysOf(a);
    expect(passkey.lastUsed).not.toBeNull();
  });

  it('offers the account’s passkeys for its address, and only they may answer', async () => {
    const options = await signInOptions({ email: A.toUpperCase() });
    expect(options.allowCredentials).toEqual([
      { id: laptop.id, type: 'public-key', transports: ['internal'] },
    ]);
    const optionsOfB = await registrationOptions(b);
    const addedForB = await call('POST', `/users/${b.userId}/passkeys`, b.idToken, {
      name: 'Phone',
      response: phoneOfB.register(optionsOfB),
    });
    expect(addedForB.statusCode).toBe(200);
    // B's passkey answering a sign-in asked for A's address.
    const crossed = await signInWith(phoneOfB.assert(options));
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().code).toBe('PASSKEY_NOT_VERIFIED');
    expect((await signInWith(laptop.assert(await signInOptions({ email: A })))).statusCode).toBe(200);
  });

  it('refuses a replayed challenge, a forged signature and an old counter with 401, changing nothing', async () => {
    // Asked first: re-authenticating for them is refused once the failures below lock the account.
    const registrationChallenge = await registrationOptions(a);
    const assertion = laptop.assert(await signInOptions());
    expect((await signInWith(assertion)).statusCode).toBe(200);
    const before = await storedCounter(laptop.id);
    const replayed = await signInWith(assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await signInWith(laptop.assert(await signInOptions(), { signingKey: forger }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      code: 'PASSKEY_NOT_VERIFIED',
      message: 'This passkey could not be verified. Please try again or sign in with your password.',
      traceId: expect.any(String),
    });
    // A cloned authenticator reports a counter the stored one has passed.
    const cloned = await signInWith(laptop.assert(await signInOptions(), { counter: before!.counter }));
    expect(cloned.json().code).toBe('PASSKEY_NOT_VERIFIED');
    const elsewhere = laptop.assert(await signInOptions(), { origin: 'https://evil.example' });
    expect((await signInWith(elsewhere)).statusCode).toBe(401);
    const wrongRp = laptop.assert(await signInOptions(), { rpId: 'evil.example' });
    expect((await signInWith(wrongRp)).statusCode).toBe(401);
    const unverified = laptop.assert(await signInOptions(), { unverified: true });
    expect((await signInWith(unverified)).statusCode).toBe(401);
    // A registration challenge does not sign in.
    const registration = laptop.assert(registrationChallenge);
    expect((await signInWith(registration)).json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    const unknown = new SoftAuthenticator(RP).assert(await signInOptions());
    expect((await signInWith(unknown)).statusCode).toBe(401);
    expect(await storedCounter(laptop.id)).toEqual(before);
    // Those failures count toward the lockout; a right sign-in clears the account's count.
    await t.kv.del(failureCounter(addressLockKey(clientAddress('198.51.100.7'))));
    await t.kv.del(accountLockBudget(A).key);
  });

  it('is refused while the account is locked by wrong passwords', async () => {
    for (let i = 0; i < 5; i += 1)
      await call('POST', '/signin', undefined, { email: A, password: `${PASSWORD}-wrong` });
    const locked = await signInWith(laptop.assert(await signInOptions()));
    expect(locked.statusCode).toBe(429);
    await t.kv.del(accountLockBudget(A).key);
  });
});

describe('managing passkeys (docs/product.md#passkeys)', () => {
  it('renames a passkey; another account’s passkey is not found and stays unchanged', async () => {
    const renamed = await call('PUT', `/users/${a.userId}/passkeys/${laptopId}`, a.idToken, { name: 'Home' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: laptopId, name: 'Home' });
    expect(
      (await call('PUT', `/users/${a.userId}/passkeys/${laptopId}`, b.idToken, { name: 'X' })).statusCode,
    ).toBe(403);
    const viaOwnId = await call('PUT', `/users/${b.userId}/passkeys/${laptopId}`, b.idToken, { name: 'X' });
    expect(viaOwnId.statusCode).toBe(404);
    expect(viaOwnId.json().code).toBe('PASSKEY_NOT_FOUND');
    expect((await call('DELETE', `/users/${b.userId}/passkeys/${laptopId}`, b.idToken)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/users/${a.userId}/passkeys/not-an-id`, a.idToken, { name: 'X' })).statusCode,
    ).toBe(400);
    const tooLong = await call('PUT', `/users/${a.userId}/passkeys/${laptopId}`, a.idToken, {
      name: 'x'.repeat(61),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await passkeysOf(a))[0].name).toBe('Home');
  });

  it('shows passkeys in the export without their keys', async () => {
    const data = (await call('GET', `/users/${a.userId}/export`, a.idToken)).json();
    expect(data.passkeys).toEqual([
      { id: laptopId, name: 'Home', created: expect.any(String), lastUsed: expect.any(String) },
    ]);
    const text = JSON.stringify(data);
    const publicKey = (await t.db.query<{ key: Uint8Array }>('select public_key as key from passkeys')).rows;
    for (const { key } of publicKey) expect(text).not.toContain(Buffer.from(key).toString('base64url'));
  });

  it('removes a passkey, which then signs in no more', async () => {
    const removed = await call('DELETE', `/users/${a.userId}/passkeys/${laptopId}`, a.idToken);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'removed' });
    expect(await passkeysOf(a)).toEqual([]);
    expect((await call('DELETE', `/users/${a.userId}/passkeys/${laptopId}`, a.idToken)).statusCode).toBe(404);
    expect((await signInWith(laptop.assert(await signInOptions()))).statusCode).toBe(401);
    expect(await passkeysOf(b)).toHaveLength(1);
  });
});
