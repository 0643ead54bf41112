import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, reauthHeader } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 5: per-address budgets counted each IPv6 address apart, so one subscriber's /64 (2^64
// addresses) was never refused. Every per-address budget now counts an IPv6 client by its /64
// (docs/decisions/059-two-step-and-per-address-budgets.md).
let t: TestApp;
// E-mail change requests: an owner may be sent 5 notices an hour, so 20 requests take 5 owners.
const owners: Awaited<ReturnType<typeof activeUser>>[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_EVENTS_PER_MINUTE: '10' });
  for (let i = 0; i < 5; i++) owners.push(await activeUser(t, `ipv6-owner-${i}@example.com`));
}, 180_000);
afterAll(() => t.close());

type Send = (ip: string, i: number) => Promise<LightMyRequestResponse>;
const post =
  (url: string, payload: (i: number) => object, headers: Record<string, string> = {}): Send =>
  (ip, i) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload(i),
      headers: { ...headers, 'x-forwarded-for': ip },
    });

/** Each per-address budget: how a client spends it, and how many it may spend (ADR 013, ADR 059, the modules). */
const BUDGETS: { name: string; limit: number; send: Send }[] = [
  {
    name: 'accountType lookups',
    limit: 30,
    send: post('/api/v1/accountType', (i) => ({ email: `a${i}@example.com` })),
  },
  {
    name: 'wrong passwords',
    limit: 20,
    send: post('/api/v1/signin', (i) => ({ email: `p${i}@example.com`, password: 'Wrong-Password-1' })),
  },
  {
    name: 'wrong verification codes',
    limit: 30,
    send: post('/api/v1/users/password/confirm', (i) => ({
      email: `c${i}@example.com`,
      code: '123456',
      newPassword: 'Snare-Roll-2026',
    })),
  },
  {
    name: 'password reset mails',
    limit: 20,
    send: post('/api/v1/users/password', (i) => ({ email: `r${i}@example.com` })),
  },
  {
    name: 'activation resends',
    limit: 20,
    send: post('/api/v1/confirmationCode/resend', (i) => ({ email: `s${i}@example.com` })),
  },
  {
    name: 'e-mail change requests',
    limit: 20,
    // Each change needs its own re-authentication proof: a proof serves one action (ADR 060, ADR 073).
    send: async (ip, i) => {
      const owner = owners[i % 5]!;
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${owner.userId}`,
        payload: { email: `new${i}@example.com`, mailFormatType: 'html' },
        headers: { ...bearer(owner.accessToken), ...(await reauthHeader(t, owner)), 'x-forwarded-for': ip },
      });
    },
  },
  { name: 'passkey sign-in options', limit: 60, send: post('/api/v1/signin/passkey/options', () => ({})) },
  {
    name: 'signed-out temporary data',
    limit: 30,
    send: post('/api/v1/temporaryData', (i) => ({
      email: `td${i}@example.com`,
      purpose: 'ProductRegistrationUsingQR',
      body: { modelCode: 'TD-27' },
    })),
  },
  {
    name: 'Backstage Pass checks',
    limit: 20,
    send: (ip) =>
      t.app.inject({ url: '/api/v1/backstagePass/codes/ABCD-EFGH-JKMN', headers: { 'x-forwarded-for': ip } }),
  },
  { name: 'log events', limit: 10, send: post('/api/services/log', () => ({ event: 'x' })) },
];

describe('per-address budgets count an IPv6 client by its /64', () => {
  BUDGETS.forEach(({ name, limit, send }, row) => {
    it(`${name}: ${limit} from one /64, each from another address, then 429 for that /64 only`, async () => {
      const prefix = `2001:db8:${row.toString(16)}:64`;
      for (let i = 0; i < limit; i++) {
        const res = await send(`${prefix}:${(i + 1).toString(16)}::${i.toString(16)}`, i);
        expect(res.statusCode, `${name} ${i}`).not.toBe(429);
      }
      const refused = await send(`${prefix}:ffff:ffff:ffff:fffe`, limit);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'ATTEMPT_LIMIT_EXCEEDED',
        message: 'Attempt limit exceeded. Please try again later.',
        traceId: expect.any(String),
      });
      expect((await send(`2001:db8:${row.toString(16)}:65::1`, limit + 1)).statusCode).not.toBe(429);
    });
  });
});
