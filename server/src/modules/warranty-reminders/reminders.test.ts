import { addDaysToDay, addMonthsToDay } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { registered } from '../../../test/gear-transfer-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Queryable } from '../../db/db';
import { registrationsPurchasedBetween } from '../my-gear';
import { runWarrantyReminders } from '.';

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { sameStoresAs: t });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const today = new Date().toISOString().slice(0, 10);
// Roland pianos registered long after purchase: 36 months, so this warranty ends in `days` days.
const boughtEndingIn = (days: number) => addMonthsToDay(addDaysToDay(today, days + 1), -36);
const mails = async (to: string) =>
  (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`))
    .json()
    .data.filter((m: { subject: string }) => m.subject.includes('warranty'));

describe('the warranty reminder (docs/product.md#warranty)', () => {
  it('mails once, 30 days before the end, however many processes look', async () => {
    const u = await activeUser(t, 'remind-me@example.com', { firstName: 'Sol' });
    await registered(t, u, 'FP-10', 'REM0001', { purchaseDate: boughtEndingIn(9) });
    const sent = await Promise.all([runWarrantyReminders(t.app.deps), runWarrantyReminders(second.app.deps)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await runWarrantyReminders(t.app.deps)).toBe(0);
    const [mail, ...more] = await mails('remind-me@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toMatch(/^Roland Backstage: the warranty of your FP-10 ends on /);
    expect(mail.text).toContain('REM0001');
  });

  it('does not mail an account that does not allow e-mail, nor a warranty ending later than 30 days', async () => {
    const quiet = await activeUser(t, 'no-mail@example.com', { allowEmail: false });
    await registered(t, quiet, 'FP-10', 'REM0002', { purchaseDate: boughtEndingIn(5) });
    const later = await activeUser(t, 'later@example.com');
    await registered(t, later, 'FP-10', 'REM0003', { purchaseDate: boughtEndingIn(31) });
    await registered(t, later, 'FP-30X', 'REM0004', { purchaseDate: boughtEndingIn(30) });
    await runWarrantyReminders(t.app.deps);
    expect(await mails('no-mail@example.com')).toEqual([]);
    expect(
      (await mails('later@example.com')).map((m: { text: string }) => m.text.match(/REM\d+/)![0]),
    ).toEqual(['REM0004']);
  });

  it('finds the units it looks at through an index on the purchase date, not by reading every registration', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // Without seq scans the planner shows which index serves the purchase-date range, if any.
      await tx.query('set local enable_seqscan = off');
      const explain: Queryable = {
        query: <T>(sql: string, params?: unknown[]) => tx.query<T>(`explain ${sql}`, params),
        exec: tx.exec,
      };
      const rows = await registrationsPurchasedBetween(explain, addMonthsToDay(today, -48), today);
      return (rows as unknown as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/registered_products_purchase_date/);
    expect(plan).toMatch(/Index Cond: \(\(purchase_date >= /);
  });
});
