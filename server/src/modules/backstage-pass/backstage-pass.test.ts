import { formatPassCode } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPassCodes } from './pass-code-service';

let t: TestApp;
let alice: Awaited<ReturnType<typeof activeUser>>;
let bob: Awaited<ReturnType<typeof activeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await activeUser(t, 'alice-pass@example.com');
  bob = await activeUser(t, 'bob-pass@example.com');
});
afterAll(() => t.close());

const check = (code: string, ip = '198.51.100.7') =>
  t.app.inject({
    url: `/api/v1/backstagePass/codes/${encodeURIComponent(code)}`,
    headers: { 'x-forwarded-for': ip },
  });
const redeem = (code: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/backstagePass/codes/${code}/redeem`, headers: bearer(token) });
const row = async (code: string) =>
  (
    await t.db.query<{ redeemedBy: string | null }>(
      'select redeemed_by as "redeemedBy" from backstage_pass_codes where code = $1',
      [code],
    )
  ).rows[0];

describe('Backstage Pass codes (docs/product.md#backstage-pass)', () => {
  it('issues distinct codes of the pass alphabet for an event', async () => {
    const codes = await createPassCodes(t.db, { event: 'Drum Day', count: 25, expiresAt: null });
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/);
  });

  it('checks a code as printed or typed loosely, without using it', async () => {
    const [code] = await createPassCodes(t.db, { event: 'Drum Day', count: 1, expiresAt: null });
    const printed = formatPassCode(code!);
    for (const typed of [code!, printed, printed.toLowerCase(), printed.replaceAll('-', ' ')]) {
      const res = await check(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code, event: 'Drum Day', expiresAt: null });
    }
    expect((await row(code!))?.redeemedBy).toBeNull();
  });

  it('is redeemed once: a second redemption, by the same user or another, is refused and changes nothing', async () => {
    const [code] = await createPassCodes(t.db, { event: 'Pass Night', count: 1, expiresAt: null });
    const first = await redeem(code!, alice.idToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code, event: 'Pass Night', redeemedAt: expect.any(String) });
    for (const token of [alice.idToken, bob.idToken]) {
      const again = await redeem(code!, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'PASS_CODE_USED',
        message: 'This Backstage Pass code has already been used.',
        traceId: expect.any(String),
      });
    }
    expect((await row(code!))?.redeemedBy).toBe(alice.userId);
    expect((await check(code!)).json().code).toBe('PASS_CODE_USED');
  });

  it('refuses an expired code', async () => {
    const [code] = await createPassCodes(t.db, {
      event: 'Old show',
      count: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await check(code!)).json()).toEqual({
      code: 'PASS_CODE_EXPIRED',
      message: 'This Backstage Pass code has expired.',
      traceId: expect.any(String),
    });
    expect((await redeem(code!, bob.idToken)).statusCode).toBe(410);
    expect((await row(code!))?.redeemedBy).toBeNull();
  });

  it('answers unknown and malformed codes clearly, and needs sign-in to redeem', async () => {
    expect((await check('ABCD-EFGH-JKMN')).json()).toEqual({
      code: 'PASS_CODE_NOT_FOUND',
      message: 'This Backstage Pass code does not exist.',
      traceId: expect.any(String),
    });
    const malformed = await check('ABC0-EFGH-JKMN');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([{ field: 'code', message: 'Not a valid Backstage Pass code.' }]);
    const [code] = await createPassCodes(t.db, { event: 'Drum Day', count: 1, expiresAt: null });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/backstagePass/codes/${code}/redeem` });
    expect(res.statusCode).toBe(401);
    expect((await row(code!))?.redeemedBy).toBeNull();
  });

  it('slows down guessing: 20 checks a minute per address', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 20; i += 1) expect((await check('ABCD-EFGH-JKMN', ip)).statusCode).toBe(404);
    const limited = await check('ABCD-EFGH-JKMN', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Attempt limit exceeded. Please try again later.');
  });
});
