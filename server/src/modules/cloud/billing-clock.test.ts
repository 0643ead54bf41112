import { DAY_MS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDays } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// docs/decisions/062-*: the adjustable billing clock lives in the database, so two processes bill by one time.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ BILLING_CLOCK: 'adjustable' });
  b = await createTestApp({ BILLING_CLOCK: 'adjustable' }, { sameStoresAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('the adjustable billing clock of two processes', () => {
  it('is moved through one and read by the other before it bills', async () => {
    const moved = await advanceDays(a, 31);
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(30 * DAY_MS);
    // The other process reads the shared time before each billing run (and every second).
    await b.app.deps.clock.sync?.();
    expect(Math.abs(b.app.deps.clock.now().getTime() - Date.parse(moved.now))).toBeLessThan(60_000);
    // Moves add up, whichever process makes them; fractions of a millisecond are rounded.
    const again = await advanceDays(b, 1.1);
    expect(Date.parse(again.now) - Date.parse(moved.now)).toBeGreaterThan(1.09 * DAY_MS);
    await a.app.deps.clock.sync?.();
    expect(Math.abs(a.app.deps.clock.now().getTime() - Date.parse(again.now))).toBeLessThan(60_000);
  });
});
