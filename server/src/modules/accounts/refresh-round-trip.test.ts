import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('token refresh costs one statement and one key-value call (docs/decisions/044-*, 078-*, 094-*)', () => {
  it('rotates, stores the successor and reads the account the id token names in one statement, keeps the answer in one call', async () => {
    const session = await activeUser(t, 'refresh-one-trip@example.com');
    let response!: Awaited<ReturnType<typeof refresh>>;
    // Every key-value call the refresh makes (Redis round trips on a fleet).
    const kvCalls: string[] = [];
    for (const method of ['get', 'set', 'setIfAbsent', 'incr', 'take', 'del'] as const) {
      const original = t.kv[method].bind(t.kv) as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(t.kv, method).mockImplementation(((...args: unknown[]) => {
        kvCalls.push(`${method} ${String(args[0]).split(':')[0]}`);
        return original(...args);
      }) as never);
    }
    const statements = await statementsOf(t.db, async () => {
      response = await refresh(session.refreshToken);
    });
    vi.restoreAllMocks();
    // One: the sealed answer kept 15 s; the rotation's row lock is the claim (ADR 094).
    expect(kvCalls).toEqual(['set refresh-memo']);
    expect(response.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/update refresh_families/);
    expect(statements[0]).toMatch(/join users/);
    const claims = claimsOf(response.json().idToken);
    expect(claims).toMatchObject({
      sub: session.userId,
      email: 'refresh-one-trip@example.com',
      email_verified: true,
      'custom:user_id': session.userId,
      sid: claimsOf(session.idToken).sid,
    });
    // Past the 15 s of its result (ADR 064) the spent token is still a reuse that ends the family, successor included.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TOKEN_REFRESH_MEMO_MS });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    vi.useRealTimers();
    expect((await refresh(response.json().refreshToken)).statusCode).toBe(401);
  });
});
