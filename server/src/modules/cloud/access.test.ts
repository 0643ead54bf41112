import { SUBSCRIPTION_STATUS as S } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, deleteAccount } from '../../../test/accounts-helpers';
import { CARDS, cloudCaller, payOnCheckoutPage } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = cloudCaller(t);
});
afterAll(() => t.close());

async function member(email: string) {
  const u = await activeUser(t, email);
  const started = await call('POST', '/cloud/api/service', u.idToken, {
    action: 'post-subscription',
    offerId: 'core-monthly',
  });
  await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
  const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json().data;
  return { ...u, subscriptionId: sub.subscriptionId as string };
}

describe('members reach only their own cloud data (docs/product.md#own-data-only)', () => {
  it('answers another member’s billing history with 403 and their subscription with 404, changing nothing', async () => {
    const a = await member('cloud-own-a@example.com');
    const b = await member('cloud-own-b@example.com');
    const historyOfB = await call(
      'GET',
      `/cloud/api/account-details/user-payment-history/${b.userId}`,
      a.idToken,
    );
    expect(historyOfB.statusCode).toBe(403);
    const cancel = await call('DELETE', `/cloud/api/Processors/subscription/${b.subscriptionId}`, a.idToken, {
      reason: 'too expensive',
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().code).toBe('SUBSCRIPTION_NOT_FOUND');
    const card = await call(
      'GET',
      `/cloud/api/Processors/payment-information/${b.subscriptionId}/url`,
      a.idToken,
    );
    expect(card.statusCode).toBe(404);
    const noRenew = await call('POST', '/cloud/api/service', a.idToken, {
      action: 'no-renew-subscription',
      subscriptionId: b.subscriptionId,
    });
    expect(noRenew.statusCode).toBe(404);
    const [subOfB] = (await call('GET', '/cloud/api/account-details/user-subscriptions', b.idToken)).json()
      .data;
    expect(subOfB.status).toBe(S.Subscribed);
  });

  it('answers a malformed subscription id or body with 400', async () => {
    const a = await activeUser(t, 'cloud-bad-input@example.com');
    expect(
      (
        await call('DELETE', '/cloud/api/Processors/subscription/not-a-uuid', a.idToken, {
          reason: 'other',
          comment: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const bad = await call('DELETE', `/cloud/api/Processors/subscription/${crypto.randomUUID()}`, a.idToken, {
      reason: 'bored',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'reason', message: 'Please choose a reason' });
  });
});

describe('account deletion and the cloud (docs/product.md#account-deletion)', () => {
  it('stays refused while a subscription is active; put-anonymize too', async () => {
    const m = await member('cloud-leaver@example.com');
    const del = await deleteAccount(t, m);
    expect(del.json().code).toBe('ACTIVE_SUBSCRIPTIONS');
    const anon = await call('POST', '/cloud/api/service', m.idToken, { action: 'put-anonymize' });
    expect(anon.statusCode).toBe(409);
    // Cancelled (access until the period ends): deletion is allowed, the comment is wiped first.
    await call('DELETE', `/cloud/api/Processors/subscription/${m.subscriptionId}`, m.idToken, {
      reason: 'other',
      comment: 'moving abroad',
    });
    expect(
      (await call('POST', '/cloud/api/service', m.idToken, { action: 'put-anonymize' })).statusCode,
    ).toBe(200);
    const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', m.idToken)).json().data;
    expect(sub.cancellationComment).toBeNull();
    expect((await deleteAccount(t, m)).statusCode).toBe(200);
  });
});

describe('one transaction at a time (docs/product.md#error-catalogue TransactionAlreadyStarted)', () => {
  it('refuses a second purchase while one is under way', async () => {
    const u = await activeUser(t, 'cloud-double@example.com');
    await t.kv.setIfAbsent(`cloud-transaction:${u.userId}`, '1', 30);
    const res = await call('POST', '/cloud/api/service', u.idToken, {
      action: 'post-subscription',
      offerId: 'core-monthly',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'TRANSACTION_ALREADY_STARTED',
      message: 'Please try again in a moment.',
      traceId: expect.any(String),
    });
    await t.kv.del(`cloud-transaction:${u.userId}`);
    expect(
      (
        await call('POST', '/cloud/api/service', u.idToken, {
          action: 'post-subscription',
          offerId: 'core-monthly',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('shows the same text when the checkout page is posted while it pays', async () => {
    const u = await activeUser(t, 'cloud-double-post@example.com');
    const started = await call('POST', '/cloud/api/service', u.idToken, {
      action: 'post-subscription',
      offerId: 'core-monthly',
    });
    const id = started.json().checkoutUrl.split('/').pop();
    await t.db.query(`update cloud_checkouts set status = 'processing' where id = $1`, [id]);
    const res = await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Please try again in a moment.');
  });
});

describe('renewals survive restarts (docs/product.md#renewals)', () => {
  it('charges a renewal that fell due while the server was down at the next start', async () => {
    const m = await member('cloud-downtime@example.com');
    // The server is down when the renewal falls due: the due date passes with nobody running.
    await t.db.query(
      `update subscriptions set next_charge_date = now() - interval '2 days', end_date = now() - interval '2 days' where id = $1`,
      [m.subscriptionId],
    );
    const second = await createTestApp({}, { db: t.db });
    try {
      const history = await cloudCaller(second)(
        'GET',
        `/cloud/api/account-details/user-payment-history/${m.userId}`,
        m.idToken,
      );
      expect(history.json().data.map((p: { kind: string }) => p.kind)).toEqual(['renewal', 'order']);
      const [sub] = (
        await cloudCaller(second)('GET', '/cloud/api/account-details/user-subscriptions', m.idToken)
      ).json().data;
      expect(sub).toMatchObject({ status: S.Subscribed, hasAccess: true });
    } finally {
      await second.close();
    }
  });
});
