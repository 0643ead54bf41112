import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tokens/refresh', payload: { token } });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe('token refresh costs one database round trip (issue #14, docs/decisions/044-*)', () => {
  it('rotates, reads the user for the new id token and stores the successor in one statement', async () => {
    const session = await activeUser(t, 'refresh-one-trip@example.com');
    const query = t.db.query;
    const statements: string[] = [];
    t.db.query = ((sql: string, ...rest: unknown[]) => {
      statements.push(sql);
      return (query as (...args: unknown[]) => unknown).call(t.db, sql, ...rest);
    }) as typeof query;
    let response: Awaited<ReturnType<typeof refresh>>;
    try {
      response = await refresh(session.refreshToken);
    } finally {
      t.db.query = query;
    }
    expect(response.statusCode).toBe(200);
    // The mail outbox worker polls the same database every second: its statements are not the request's.
    expect(statements.filter((sql) => !/\bmail_outbox\b/.test(sql))).toHaveLength(1);
    const claims = claimsOf(response.json().idToken);
    expect(claims).toMatchObject({
      sub: session.userId,
      email: 'refresh-one-trip@example.com',
      email_verified: true,
      'custom:user_id': session.userId,
      sid: claimsOf(session.idToken).sid,
    });
    // The spent token is still a reuse that ends the family, successor included.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(response.json().refreshToken)).statusCode).toBe(401);
  });
});
