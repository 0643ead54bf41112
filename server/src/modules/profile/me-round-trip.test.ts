import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET me costs one database round trip (docs/decisions/030-first-paint-and-chunks.md)', () => {
  it('reads the account and its whole profile in one query once the token is known', async () => {
    const u = await activeUser(t, 'one-round-trip@example.com');
    const headers = bearer(u.idToken);
    expect((await t.app.inject({ url: '/api/v1/me', headers })).statusCode).toBe(200);
    const statements = await statementsOf(t.db, async () => {
      const response = await t.app.inject({ url: '/api/v1/me', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: u.userId, email: 'one-round-trip@example.com' });
    });
    expect(statements).toHaveLength(1);
  });

  it('answers the phones and the interests with the profile in one statement too', async () => {
    const u = await activeUser(t, 'one-round-trip-lists@example.com');
    const headers = bearer(u.idToken);
    for (const list of ['phones', 'interests']) {
      const url = `/api/v1/users/${u.userId}/${list}`;
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
      const statements = await statementsOf(t.db, async () => {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: [] });
      });
      expect(statements, list).toHaveLength(1);
    }
  });
});
