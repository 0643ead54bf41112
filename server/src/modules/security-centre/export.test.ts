import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { CARDS, cloudCaller, payOnCheckoutPage } from '../../../test/cloud-helpers';
import { registration } from '../../../test/my-gear-helpers';
import { SERVICE_REQUEST, sendRequest } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type User = Awaited<ReturnType<typeof activeUser>>;
let a: User;
let b: User;

beforeAll(async () => {
  t = await createTestApp();
  a = await activeUser(t, 'export-a@example.com', { firstName: 'Mariko' });
  b = await activeUser(t, 'export-b@example.com');
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${a.userId}/registeredProducts`,
    headers: bearer(a.idToken),
    payload: registration('fp-30x', 'z4a1234'),
  });
  expect(registered.statusCode).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: `/api/services/app/${a.userId}/devices`,
    headers: bearer(a.idToken),
    payload: { pcode: 'FP30X0A12345', productVer: '1.05' },
  });
  expect((await sendRequest(t, a.idToken, SERVICE_REQUEST)).statusCode).toBe(201);
  const started = await cloudCaller(t)('POST', '/cloud/api/service', a.idToken, {
    action: 'post-subscription',
    offerId: 'core-monthly',
  });
  await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkIns',
    headers: bearer(a.idToken),
    payload: { event: 'Drum Day 2027' },
  });
  // Several sign-ups hash passwords; on a loaded machine that takes longer than the default hook time.
}, 180_000);
afterAll(() => t.close());

const download = (userId: string, token: string) =>
  t.app.inject({ url: `/api/v1/users/${userId}/export`, headers: bearer(token) });

describe('GET users/{id}/export (docs/product.md#security-centre)', () => {
  it('is a JSON attachment of the profile, products, devices, sessions and history', async () => {
    const response = await download(a.userId, a.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="backstage-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({ id: a.userId, email: 'export-a@example.com', firstName: 'Mariko' });
    expect(data.registeredProducts).toHaveLength(1);
    expect(data.registeredProducts[0]).toMatchObject({ serialCode: 'Z4A1234', product: { slug: 'fp-30x' } });
    expect(data.devices).toMatchObject([{ pcode: 'FP30X0A12345' }]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].current).toBe(true);
    expect(data.signInHistory.map((event: { kind: string }) => event.kind)).toEqual(['success']);
    expect(data.supportRequests).toMatchObject([{ form: 'service_request' }]);
    expect(data.subscriptions).toMatchObject([{ offerId: 'core-monthly' }]);
    expect(data.checkIns).toMatchObject([{ event: 'Drum Day 2027' }]);
  });

  it('holds no secret: no password hash, no token value, no code', async () => {
    const text = (await download(a.userId, a.idToken)).body;
    const stored = await t.db.query<{ passwordHash: string }>(
      'select password_hash as "passwordHash" from users where id = $1',
      [a.userId],
    );
    expect(text).not.toContain(stored.rows[0]!.passwordHash);
    expect(text).not.toMatch(/\$argon2/);
    for (const token of [a.idToken, a.accessToken, a.refreshToken]) expect(text).not.toContain(token);
    const digests = await t.db.query<{ tokenHash: string }>(
      'select token_hash as "tokenHash" from refresh_families where user_id = $1',
      [a.userId],
    );
    for (const { tokenHash } of digests.rows) expect(text).not.toContain(tokenHash);
    expect(text).not.toMatch(/hash|password|token/i);
  });

  it('answers 403 for another user’s id', async () => {
    expect((await download(b.userId, a.idToken)).statusCode).toBe(403);
  });
});
