import { createHmac } from 'node:crypto';
import { SUBSCRIPTION_STATUS as S } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { cloudCaller } from '../../../test/cloud-helpers';
import type { FakeFastSpring } from '../../../test/fakes/fake-fastspring-api';
import { buyOnFastSpring, fastSpringApp, sendWebhook } from '../../../test/fastspring-helpers';
import type { TestApp } from '../../../test/test-app';
import { FASTSPRING_WEBHOOK_PATH } from './fastspring-webhook';

let t: TestApp;
let fake: FakeFastSpring;
let close: () => Promise<void>;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  ({ t, fake, close } = await fastSpringApp());
  call = cloudCaller(t);
});
afterAll(() => close());

const DAY = 86_400_000;
const subscriptions = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/user-subscriptions', token)).json().data;
const history = async (u: { idToken: string; userId: string }) =>
  (await call('GET', `/cloud/api/account-details/user-payment-history/${u.userId}`, u.idToken)).json().data;
const storedEvents = async () => (await t.db.query('select event_id from cloud_webhook_events')).rows.length;

async function member(email: string, n: number, offerId = 'core-monthly') {
  const u = await activeUser(t, email);
  const bought = await buyOnFastSpring(t, fake, u, offerId, n);
  return { ...u, ...bought };
}

describe('FastSpring webhook signature (X-FS-Signature)', () => {
  it('refuses a missing, forged or mismatched signature with 401 and stores nothing', async () => {
    const u = await activeUser(t, 'fs-forged@example.com');
    await call('POST', '/cloud/api/service', u.idToken, {
      action: 'post-subscription',
      offerId: 'core-monthly',
    });
    const tags = fake.calls.filter((c) => c.path === '/sessions').at(-1)!.body!.tags;
    const event = {
      id: 'evt-forged',
      type: 'subscription.activated',
      data: { id: 'sub-forged', state: 'active', product: 'core-monthly', next: Date.now() + 30 * DAY, tags },
    };
    const before = await storedEvents();
    const forged = createHmac('sha256', 'not-the-store-secret!').update('{}').digest('base64');
    for (const signature of [null, '', forged, 'bm90IGJhc2U2NA==']) {
      const res = await sendWebhook(t, [event], signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'Invalid signature.',
        traceId: expect.any(String),
      });
    }
    // A signature of another body does not sign this one.
    const other = createHmac('sha256', 'fastspring-webhook-secret').update('{"events":[]}').digest('base64');
    expect((await sendWebhook(t, [event], other)).statusCode).toBe(401);
    expect(await storedEvents()).toBe(before);
    expect(await subscriptions(u.idToken)).toEqual([]);
  });

  it('answers 400 for a signed body that is not FastSpring’s shape, applying none of its events', async () => {
    const before = await storedEvents();
    const res = await sendWebhook(t, [
      { id: 'evt-ok', type: 'subscription.canceled', data: { id: 'sub-x' } },
      { id: 'evt-bad', type: 'subscription.deactivated', data: { state: 'deactivated' } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(await storedEvents()).toBe(before);
    const raw = await t.app.inject({
      method: 'POST',
      url: FASTSPRING_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-fs-signature': createHmac('sha256', 'fastspring-webhook-secret')
          .update('not json')
          .digest('base64'),
      },
      payload: 'not json',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('FastSpring events update the subscription once (docs/decisions/026-fastspring-adapter.md)', () => {
  it('subscription.activated records the plan and its first order; the same event again changes nothing', async () => {
    const m = await member('fs-activated@example.com', 1);
    expect(m.res.json()).toEqual({ received: 2, applied: 1, duplicate: 0, ignored: 1 });
    const again = await sendWebhook(t, [
      { id: 'evt-activated-1', type: 'subscription.activated', data: m.subscription },
    ]);
    expect(again.json()).toEqual({ received: 1, applied: 0, duplicate: 1, ignored: 0 });
    // A new event id for a subscription already recorded adds nothing either.
    await sendWebhook(t, [{ id: 'evt-activated-1b', type: 'subscription.activated', data: m.subscription }]);
    expect(await subscriptions(m.idToken)).toHaveLength(1);
    const rows = await history(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'order', status: 'paid' });
  });

  it('subscription.charge.completed adds the renewal and moves the period to FastSpring’s next charge', async () => {
    const m = await member('fs-renewed@example.com', 2);
    const next = m.next! + 30 * DAY;
    const renewal = {
      id: 'evt-charge-2',
      type: 'subscription.charge.completed',
      data: {
        status: 'successful',
        order: { id: 'order-2-renewal', currency: 'USD', total: 9.99, payment: { cardEnding: '1881' } },
        subscription: { ...m.subscription, next },
      },
    };
    expect((await sendWebhook(t, [renewal])).json().applied).toBe(1);
    expect((await sendWebhook(t, [renewal])).json().duplicate).toBe(1);
    // The same order told by another event is one row of history.
    await sendWebhook(t, [{ ...renewal, id: 'evt-charge-2-again' }]);
    const rows = await history(m);
    expect(rows.filter((r: { kind: string }) => r.kind === 'renewal')).toEqual([
      expect.objectContaining({ status: 'paid', amountCents: 999, cardLast4: '1881' }),
    ]);
    expect((await subscriptions(m.idToken))[0]).toMatchObject({
      status: S.Subscribed,
      nextChargeDate: new Date(next).toISOString(),
      endDate: new Date(next).toISOString(),
    });
  });

  it('fetches the subscription and order from FastSpring when the webhook sends only their ids', async () => {
    const m = await member('fs-ids@example.com', 3);
    const next = m.next! + 30 * DAY;
    fake.subscriptions.set('sub-3', { ...m.subscription, next });
    fake.orders.set('order-3-renewal', {
      id: 'order-3-renewal',
      currency: 'USD',
      total: 9.99,
      completed: true,
    });
    const res = await sendWebhook(t, [
      {
        id: 'evt-charge-3',
        type: 'subscription.charge.completed',
        data: { subscription: 'sub-3', order: 'order-3-renewal' },
      },
    ]);
    expect(res.json().applied).toBe(1);
    expect(fake.calls.some((c) => c.method === 'GET' && c.path === '/orders/order-3-renewal')).toBe(true);
    expect((await subscriptions(m.idToken))[0].nextChargeDate).toBe(new Date(next).toISOString());
  });

  it('subscription.charge.failed records the decline and keeps access until FastSpring’s next try', async () => {
    const m = await member('fs-failed@example.com', 4);
    const retry = m.next! + 3 * DAY;
    const failed = {
      id: 'evt-failed-4',
      type: 'subscription.charge.failed',
      data: { subscription: { ...m.subscription, state: 'overdue', next: retry }, reason: 'declined' },
    };
    expect((await sendWebhook(t, [failed])).json().applied).toBe(1);
    expect((await sendWebhook(t, [failed])).json().duplicate).toBe(1);
    expect((await history(m)).filter((r: { status: string }) => r.status === 'declined')).toHaveLength(1);
    expect((await subscriptions(m.idToken))[0]).toMatchObject({
      status: S.Subscribed,
      endDate: new Date(retry).toISOString(),
      hasAccess: true,
    });
  });

  it('subscription.canceled on FastSpring: Cancelled with access until deactivation; deactivated: Expired', async () => {
    const m = await member('fs-canceled@example.com', 5);
    const canceled = {
      id: 'evt-canceled-5',
      type: 'subscription.canceled',
      data: { ...m.subscription, state: 'canceled', deactivationDate: m.next },
    };
    expect((await sendWebhook(t, [canceled])).json().applied).toBe(1);
    expect((await subscriptions(m.idToken))[0]).toMatchObject({
      status: S.Cancelled,
      nextChargeDate: null,
      endDate: new Date(m.next!).toISOString(),
      hasAccess: true,
    });
    const deactivated = {
      id: 'evt-deactivated-5',
      type: 'subscription.deactivated',
      data: { ...m.subscription, state: 'deactivated', active: false },
    };
    expect((await sendWebhook(t, [deactivated])).json().applied).toBe(1);
    const [after] = await subscriptions(m.idToken);
    expect(after).toMatchObject({ status: S.Expired, hasAccess: false });
    // Delivered again (FastSpring retries what it thinks failed): nothing moves.
    expect((await sendWebhook(t, [canceled, deactivated])).json().duplicate).toBe(2);
    expect((await subscriptions(m.idToken))[0]).toEqual(after);
  });

  it('a cancel made in the portal keeps its reason when FastSpring confirms it', async () => {
    const m = await member('fs-portal-cancel@example.com', 6);
    const [sub] = await subscriptions(m.idToken);
    await call('POST', '/cloud/api/service', m.idToken, {
      action: 'no-renew-subscription',
      subscriptionId: sub.subscriptionId,
    });
    await sendWebhook(t, [
      {
        id: 'evt-canceled-6',
        type: 'subscription.canceled',
        data: { ...m.subscription, state: 'canceled', deactivationDate: m.next },
      },
    ]);
    expect((await subscriptions(m.idToken))[0]).toMatchObject({ status: S.NonRenew, hasAccess: true });
  });

  it('subscription.uncanceled takes a cancel back: Subscribed again, billed at FastSpring’s next charge', async () => {
    const m = await member('fs-uncanceled@example.com', 8);
    const [sub] = await subscriptions(m.idToken);
    await call('DELETE', `/cloud/api/Processors/subscription/${sub.subscriptionId}`, m.idToken, {
      reason: 'too expensive',
    });
    const uncanceled = {
      id: 'evt-uncanceled-8',
      type: 'subscription.uncanceled',
      data: { ...m.subscription, state: 'active' },
    };
    expect((await sendWebhook(t, [uncanceled])).json().applied).toBe(1);
    expect((await subscriptions(m.idToken))[0]).toMatchObject({
      status: S.Subscribed,
      nextChargeDate: new Date(m.next!).toISOString(),
      cancellationReason: null,
    });
  });

  it('order.completed for a lifetime key issues the key once', async () => {
    const m = await member('fs-lifetime@example.com', 7, 'lifetime-tr-808');
    expect(m.res.json()).toEqual({ received: 1, applied: 1, duplicate: 0, ignored: 0 });
    const order = fake.orders.get('order-7');
    await sendWebhook(t, [{ id: 'evt-order-7-again', type: 'order.completed', data: order }]);
    const rows = await history(m);
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });
});
