import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tokens/refresh', payload: { token } });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe('token refresh costs one database round trip (docs/decisions/044-prepared-hot-statements-and-deferred-start.md)', () => {
  it('rotates, reads the user for the new id token and stores the successor in one statement', async () => {
    const session = await activeUser(t, 'refresh-one-trip@example.com');
    let response!: Awaited<ReturnType<typeof refresh>>;
    const statements = await statementsOf(t.db, async () => {
      response = await refresh(session.refreshToken);
    });
    expect(response.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
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
