import {
  TEMPORARY_DATA_MAX_BYTES,
  TEMPORARY_DATA_PURPOSES,
  TEMPORARY_DATA_TTL_DAYS,
} from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { caller, storedRows, userPath } from '../../../test/temporary-data-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
type User = Awaited<ReturnType<typeof activeUser>>;
let u: User;
let other: User;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  u = await activeUser(t, 'temporary-owner@example.com');
  other = await activeUser(t, 'temporary-other@example.com');
});
afterAll(() => t.close());

const bodies = {
  ProductRegistrationUsingQR: { modelCode: 'FP-30X', serialCode: 'Z1234567' },
  RedirectPathAfterSignup: { path: '/mygear?tab=register_product&mdl=FP-30X' },
};

describe.each(TEMPORARY_DATA_PURPOSES)(
  'temporaryData/{userId}/%s signed in (docs/product.md#temporary-data)',
  (purpose) => {
    const path = () => userPath(u.userId, purpose);

    it('reads null before anything is stored', async () => {
      const response = await call('GET', path(), u.idToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ purpose, body: null });
    });

    it('stores a body, kept for a week; reading gives it back; writing again replaces it', async () => {
      const written = await call('POST', path(), u.idToken, bodies[purpose]);
      expect(written.statusCode).toBe(200);
      const { expiresAt } = written.json();
      expect(written.json()).toEqual({ purpose, body: bodies[purpose], expiresAt });
      const week = TEMPORARY_DATA_TTL_DAYS * 86_400_000;
      expect(Math.abs(Date.parse(expiresAt) - Date.now() - week)).toBeLessThan(60_000);
      expect((await call('GET', path(), u.idToken)).json()).toEqual({
        purpose,
        body: bodies[purpose],
        expiresAt,
      });

      const next = { ...bodies[purpose], note: 'second' };
      await call('POST', path(), u.idToken, next);
      expect((await call('GET', path(), u.idToken)).json().body).toEqual(next);
      const rows = (await storedRows(t)).filter((row) => row.user_id === u.userId && row.purpose === purpose);
      expect(rows).toHaveLength(1);
    });

    it('deletes it; deleting again is fine', async () => {
      await call('POST', path(), u.idToken, bodies[purpose]);
      for (let i = 0; i < 2; i++) {
        const response = await call('DELETE', path(), u.idToken);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'deleted' });
      }
      expect((await call('GET', path(), u.idToken)).json()).toEqual({ purpose, body: null });
    });

    it('reads an expired body as none', async () => {
      await call('POST', path(), u.idToken, bodies[purpose]);
      await t.db.query(
        `update temporary_data set expires_at = now() - interval '1 second' where user_id = $1 and purpose = $2`,
        [u.userId, purpose],
      );
      expect((await call('GET', path(), u.idToken)).json()).toEqual({ purpose, body: null });
      // Writing again starts a new week.
      await call('POST', path(), u.idToken, bodies[purpose]);
      expect((await call('GET', path(), u.idToken)).json().body).toEqual(bodies[purpose]);
    });
  },
);

describe('the purposes are separate', () => {
  it('keeps one body per purpose and deletes only the one named', async () => {
    const qr = userPath(other.userId, 'ProductRegistrationUsingQR');
    const redirect = userPath(other.userId, 'RedirectPathAfterSignup');
    await call('POST', qr, other.idToken, bodies.ProductRegistrationUsingQR);
    await call('POST', redirect, other.idToken, bodies.RedirectPathAfterSignup);
    await call('DELETE', qr, other.idToken);
    expect((await call('GET', qr, other.idToken)).json().body).toBeNull();
    expect((await call('GET', redirect, other.idToken)).json().body).toEqual(bodies.RedirectPathAfterSignup);
  });

  it.each(['Other', 'productregistrationusingqr', 'x'.repeat(150)])(
    'refuses purpose %s with 400',
    async (purpose) => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await call(
          method,
          userPath(u.userId, purpose),
          u.idToken,
          method === 'POST' ? {} : undefined,
        );
        expect(response.statusCode, method).toBe(400);
        expect(response.json().code).toBe('INVALID_INPUT');
      }
    },
  );
});

describe('users reach only their own temporary data (docs/product.md#own-data-only)', () => {
  it('refuses another user’s id with 403 for every call and purpose, the same whether it exists', async () => {
    await call('POST', userPath(other.userId, 'ProductRegistrationUsingQR'), other.idToken, {
      modelCode: 'RD-88',
    });
    const before = await storedRows(t);
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const userId of [other.userId, nobody])
      for (const purpose of TEMPORARY_DATA_PURPOSES)
        for (const method of ['GET', 'POST', 'DELETE'] as const) {
          const body = method === 'POST' ? bodies[purpose] : undefined;
          const response = await call(method, userPath(userId, purpose), u.idToken, body);
          expect(response.statusCode, `${method} ${purpose}`).toBe(403);
          expect(response.json()).toEqual({
            code: 'FORBIDDEN',
            message: 'Forbidden.',
            traceId: expect.any(String),
          });
        }
    expect(await storedRows(t)).toEqual(before);
  });

  it('needs sign-in', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, userPath(u.userId, 'ProductRegistrationUsingQR'), undefined, {});
      expect(response.statusCode, method).toBe(401);
    }
  });
});

describe('bodies', () => {
  const qr = () => userPath(u.userId, 'ProductRegistrationUsingQR');
  const redirect = () => userPath(u.userId, 'RedirectPathAfterSignup');

  it(`takes a JSON object of up to ${TEMPORARY_DATA_MAX_BYTES} bytes`, async () => {
    const wrapper = JSON.stringify({ pad: '' }).length;
    const largest = { pad: 'x'.repeat(TEMPORARY_DATA_MAX_BYTES - wrapper) };
    expect((await call('POST', qr(), u.idToken, largest)).statusCode).toBe(200);
    const over = { pad: 'x'.repeat(TEMPORARY_DATA_MAX_BYTES - wrapper + 1) };
    const response = await call('POST', qr(), u.idToken, over);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_INPUT',
      fields: [{ message: `Body must be at most ${TEMPORARY_DATA_MAX_BYTES} bytes` }],
    });
    expect((await call('GET', qr(), u.idToken)).json().body).toEqual(largest);
  });

  it('refuses a far larger request unread with 413 in the error shape', async () => {
    const response = await call('POST', qr(), u.idToken, { pad: 'x'.repeat(64 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(typeof response.json().message).toBe('string');
  });

  it.each([[[1, 2]], ['text'], [42], [null]])('refuses %j, which is not a JSON object', async (body) => {
    const before = await storedRows(t);
    const response = await call('POST', qr(), u.idToken, JSON.stringify(body), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
    expect(await storedRows(t)).toEqual(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await call('POST', qr(), u.idToken, '{"modelCode":', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps RedirectPathAfterSignup to a path of this site', async () => {
    const ok = await call('POST', redirect(), u.idToken, { path: '/mygear?tab=register_product#top' });
    expect(ok.statusCode).toBe(200);
    const before = await storedRows(t);
    for (const body of [
      { path: '//evil.example/mygear' },
      { path: '/\\evil.example' },
      { path: 'https://evil.example/' },
      { path: 'javascript:alert(1)' },
      { path: 'mygear' },
      { path: '/my gear' },
      { path: 42 },
      {},
    ]) {
      const response = await call('POST', redirect(), u.idToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: [{ field: 'body.path' }] });
    }
    expect(await storedRows(t)).toEqual(before);
  });
});
