import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAILS_PER_RECIPIENT_PER_HOUR, type OutgoingMail, queueMail, recipientBudget } from './outbox-repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mail = (to: string, kind = 'newDevice'): OutgoingMail => ({
  kind,
  to,
  subject: 'We received your request',
  text: 'Thank you',
  html: '<p>Thank you</p>',
});
const queued = async (to: string) =>
  (await t.db.query('select kind from mail_outbox where recipient = $1', [to])).rows.length;

describe('every mail is held to the recipient budget (docs/decisions/013-*, 061)', () => {
  it('queues 5 mails of a kind an hour to an address, whatever its case, then drops them', async () => {
    const answers: boolean[] = [];
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR + 2; i++)
      answers.push(await queueMail(t.db, mail(i % 2 ? 'Budget@Example.com ' : 'budget@example.com')));
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    expect(await queued('budget@example.com')).toBe(5);
  });

  it('counts each kind and each address apart, and in the transaction that queues it', async () => {
    expect(await queueMail(t.db, mail('budget@example.com', 'emailChangeNotice'))).toBe(true);
    expect(await queueMail(t.db, mail('budget-other@example.com'))).toBe(true);
    await t.db
      .transaction(async (tx) => {
        for (let i = 0; i < 5; i++) await queueMail(tx, mail('budget-rolled-back@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await queueMail(t.db, mail('budget-rolled-back@example.com'))).toBe(true);
  });

  it('gives support mails, which go only to the account’s own address, a budget of their own', () => {
    expect(recipientBudget('activation')).toBe(MAILS_PER_RECIPIENT_PER_HOUR);
    expect(recipientBudget('supportReceived')).toBe(20);
    expect(recipientBudget('supportAnswer')).toBe(20);
  });
});
