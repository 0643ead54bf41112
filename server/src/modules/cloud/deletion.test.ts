import { DAY_MS, SUBSCRIPTION_STATUS as S } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, deleteAccount as deleteOwnAccount } from '../../../test/accounts-helpers';
import { advanceDays, CARDS, cloudCaller, payOnCheckoutPage } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK: 'adjustable' });
  call = cloudCaller(t);
});
afterAll(() => t.close());

const service = (token: string, body: Record<string, unknown>) =>
  call('POST', '/cloud/api/service', token, body);
const status = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/user-subscriptions', token)).json().data[0].status;
const deleteAccount = (u: { userId: string; idToken: string }) => deleteOwnAccount(t, u);

async function subscriber(email: string, offerId: string) {
  const u = await activeUser(t, email);
  const started = await service(u.idToken, { action: 'post-subscription', offerId });
  if (started.json().checkoutUrl) await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
  const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json().data;
  return { ...u, subscriptionId: sub.subscriptionId as string };
}

describe('account deletion asks the billing engine (docs/product.md#account-deletion)', () => {
  it('is refused while a subscription is active by the billing clock, allowed once it is over', async () => {
    const trial = await subscriber('delete-trial@example.com', 'ultimate-trial');
    const annual = await subscriber('delete-annual@example.com', 'core-annual');
    const nonRenew = await subscriber('delete-nonrenew@example.com', 'core-monthly');
    const cancelled = await subscriber('delete-cancelled@example.com', 'core-monthly');
    const noRenew = await service(nonRenew.idToken, {
      action: 'no-renew-subscription',
      subscriptionId: nonRenew.subscriptionId,
    });
    expect(noRenew.json().subscription.status).toBe(S.NonRenew);
    const cancel = await call(
      'DELETE',
      `/cloud/api/Processors/subscription/${cancelled.subscriptionId}`,
      cancelled.idToken,
      { reason: 'too expensive' },
    );
    expect(cancel.json().status).toBe(S.Cancelled);
    for (const u of [trial, annual, nonRenew]) {
      const refused = await deleteAccount(u);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'ACTIVE_SUBSCRIPTIONS',
        message: 'Accounts with active subscriptions cannot be deleted. Please contact support.',
        traceId: expect.any(String),
      });
    }

    // The billing clock moves past the monthly period and the trial while the billing job has not run: the
    // records still say NonRenew and Trial, but by the billing clock they are over (the database's now() is not).
    await t.app.deps.clock.advance!(35 * DAY_MS);
    expect(await status(nonRenew.idToken)).toBe(S.NonRenew);
    expect((await deleteAccount(nonRenew)).statusCode).toBe(200);
    expect((await deleteAccount(trial)).statusCode).toBe(200);
    // The annual plan is still in its period by the billing clock.
    expect((await deleteAccount(annual)).json().code).toBe('ACTIVE_SUBSCRIPTIONS');

    // Cancelled and expired (the job has run): nothing active, the account goes.
    await advanceDays(t, 0);
    expect(await status(cancelled.idToken)).toBe(S.Expired);
    expect((await deleteAccount(cancelled)).statusCode).toBe(200);
  });
});

describe('deletion keeps the billing history, anonymised (docs/decisions/040-billing-history-outlives-deleted-accounts.md)', () => {
  it('anonymises the payments through the deletion hook and removes what names the member', async () => {
    const u = await subscriber('delete-history@example.com', 'core-monthly');
    const key = await service(u.idToken, { action: 'post-subscription', offerId: 'lifetime-tr-808' });
    await payOnCheckoutPage(t, key.json().checkoutUrl, CARDS.pays);
    await call('DELETE', `/cloud/api/Processors/subscription/${u.subscriptionId}`, u.idToken, {
      reason: 'other',
      comment: 'Moving to Tokyo, call me on 090-1234-5678',
    });
    const history = (
      await call('GET', `/cloud/api/account-details/user-payment-history/${u.userId}`, u.idToken)
    ).json().data as {
      paymentId: string;
      cardLast4: string | null;
      description: string;
      amountCents: number;
    }[];
    expect(history).toHaveLength(2);
    expect(history.every((p) => p.cardLast4 === '4242')).toBe(true);

    // The account goes without put-anonymize having been called: deletion runs it itself.
    await advanceDays(t, 35);
    expect((await deleteAccount(u)).statusCode).toBe(200);

    const kept = await t.app.deps.db.query<{
      userId: string | null;
      cardLast4: string | null;
      description: string;
      amountCents: number;
      subscriptionId: string | null;
    }>(
      `select user_id as "userId", card_last4 as "cardLast4", description, amount_cents as "amountCents",
         subscription_id as "subscriptionId" from cloud_payments where id = any($1) order by create_date desc, id desc`,
      [history.map((p) => p.paymentId)],
    );
    // What was paid, how much and when stays; whose it was, the card and the subscription do not.
    expect(kept.rows).toEqual(
      history.map((p) => ({
        userId: null,
        cardLast4: null,
        description: p.description,
        amountCents: p.amountCents,
        subscriptionId: null,
      })),
    );
    const subs = await t.app.deps.db.query('select 1 from subscriptions where user_id = $1', [u.userId]);
    expect(subs.rows).toHaveLength(0);
    const users = await t.app.deps.db.query('select 1 from users where id = $1', [u.userId]);
    expect(users.rows).toHaveLength(0);
  });

  it('keeps every record as it was when deletion is refused', async () => {
    const u = await subscriber('delete-refused-history@example.com', 'core-annual');
    expect((await deleteAccount(u)).json().code).toBe('ACTIVE_SUBSCRIPTIONS');
    const [payment] = (
      await call('GET', `/cloud/api/account-details/user-payment-history/${u.userId}`, u.idToken)
    ).json().data;
    expect(payment.cardLast4).toBe('4242');
    const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json().data;
    expect(sub.cardLast4).toBe('4242');
  });
});
