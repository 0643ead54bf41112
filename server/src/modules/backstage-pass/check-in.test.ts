import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Awaited<ReturnType<typeof activeUser>>;
let bob: Awaited<ReturnType<typeof activeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await activeUser(t, 'alice-check-in@example.com');
  bob = await activeUser(t, 'bob-check-in@example.com');
});
afterAll(() => t.close());

const checkIn = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/checkIns',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const list = (token: string) => t.app.inject({ url: '/api/v1/checkIns', headers: bearer(token) });

describe('event check-in (docs/product.md#check-in)', () => {
  it('checks a user in once per event; a repeat answers the first check-in', async () => {
    const first = await checkIn({ event: '  Drum Day 2027 ' }, alice.idToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ event: 'Drum Day 2027' });
    const again = await checkIn({ event: 'Drum Day 2027' }, alice.idToken);
    expect(again.json()).toEqual(first.json());
    await checkIn({ event: 'NAMM 2027' }, alice.idToken);
    const mine = (await list(alice.idToken)).json().data.map((c: { event: string }) => c.event);
    expect(mine.sort()).toEqual(['Drum Day 2027', 'NAMM 2027']);
  });

  it("lists only the caller's check-ins", async () => {
    await checkIn({ event: 'Bob Fest' }, bob.idToken);
    const alices = (await list(alice.idToken)).json().data.map((c: { event: string }) => c.event);
    expect(alices).not.toContain('Bob Fest');
    expect((await list(bob.idToken)).json().data).toHaveLength(1);
  });

  it('needs sign-in and an event; nothing is stored otherwise', async () => {
    expect((await checkIn({ event: 'Drum Day 2027' })).statusCode).toBe(401);
    const empty = await checkIn({ event: '   ' }, bob.idToken);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'event', message: 'The event is required.' }]);
    const extra = await checkIn({ event: 'X', userId: alice.userId }, bob.idToken);
    expect(extra.statusCode).toBe(400);
    expect((await list(bob.idToken)).json().data).toHaveLength(1);
  });
});
