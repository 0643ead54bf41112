import { SUBSCRIPTION_STATUS as S, SUBSCRIPTION_SOURCE } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { cloudCaller } from '../../../test/cloud-helpers';
import type { FakeFastSpring } from '../../../test/fakes/fake-fastspring-api';
import { buyOnFastSpring, fastSpringApp } from '../../../test/fastspring-helpers';
import type { TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { fastSpringStore, pauseSubscription } from './fastspring-api';

let t: TestApp;
let fake: FakeFastSpring;
let close: () => Promise<void>;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  ({ t, fake, close } = await fastSpringApp());
  call = cloudCaller(t);
});
afterAll(() => close());

const service = (token: string, body: Record<string, unknown>) =>
  call('POST', '/cloud/api/service', token, body);
const subscriptions = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/user-subscriptions', token)).json().data;
const callsTo = (method: string, path: string) =>
  fake.calls.filter((c) => c.method === method && c.path === path);

describe('the FastSpring adapter (docs/decisions/026-fastspring-adapter.md)', () => {
  it('opens a FastSpring session for the member’s account and answers its hosted checkout', async () => {
    const u = await activeUser(t, 'fs-buyer@example.com');
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'core-monthly' });
    expect(started.statusCode).toBe(200);
    expect(started.json().checkoutUrl).toBe(
      'https://roland.test.onfastspring.com/popup-roland/session/session-1',
    );
    const [created] = callsTo('POST', '/accounts');
    expect(created!.auth).toBe(
      `Basic ${Buffer.from('fastspring-api-user:fastspring-api-password').toString('base64')}`,
    );
    expect(created!.body).toEqual({
      contact: { first: 'Aiko', last: 'Tanaka', email: 'fs-buyer@example.com' },
      language: 'en',
      lookup: { custom: u.userId },
    });
    const [session] = callsTo('POST', '/sessions');
    expect(session!.body).toMatchObject({
      account: 'acct-1',
      items: [{ product: 'core-monthly', quantity: 1 }],
      tags: { userId: u.userId },
    });
    // Nothing is billed until FastSpring reports the paid order.
    expect(await subscriptions(u.idToken)).toEqual([]);

    // A second checkout reuses the remembered account.
    await service(u.idToken, { action: 'post-subscription', offerId: 'lifetime-tr-808' });
    expect(callsTo('POST', '/accounts')).toHaveLength(1);
    expect(callsTo('POST', '/sessions')[1]!.body).toMatchObject({
      account: 'acct-1',
      items: [{ product: 'lifetime-tr-808', quantity: 1 }],
    });
  });

  it('answers 503 and records nothing when FastSpring fails', async () => {
    const u = await activeUser(t, 'fs-down@example.com');
    fake.failNext();
    const res = await service(u.idToken, { action: 'post-subscription', offerId: 'pro-monthly' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
      traceId: expect.any(String),
    });
    expect(await subscriptions(u.idToken)).toEqual([]);
    const open = await t.db.query(`select 1 from cloud_checkouts where user_id = $1 and status = 'open'`, [
      u.userId,
    ]);
    expect(open.rows).toHaveLength(0);
  });

  it('records the plan from the webhook, sends card changes to FastSpring and cancels there', async () => {
    const u = await activeUser(t, 'fs-member@example.com');
    const bought = await buyOnFastSpring(t, fake, u, 'pro-monthly', 100);
    expect(bought.res.statusCode).toBe(200);
    const [sub] = await subscriptions(u.idToken);
    expect(sub).toMatchObject({
      status: S.Subscribed,
      source: SUBSCRIPTION_SOURCE.FastSpring,
      offerId: 'pro-monthly',
      nextChargeDate: new Date(bought.next!).toISOString(),
      hasAccess: true,
    });

    const card = await call(
      'GET',
      `/cloud/api/Processors/payment-information/${sub.subscriptionId}/url`,
      u.idToken,
    );
    expect(card.json().url).toMatch(/^https:\/\/roland\.test\.onfastspring\.com\/account\/acct-\d+\/manage$/);

    const cancel = await call(
      'DELETE',
      `/cloud/api/Processors/subscription/${sub.subscriptionId}`,
      u.idToken,
      {
        reason: 'too expensive',
      },
    );
    expect(cancel.json()).toMatchObject({ status: S.Cancelled, hasAccess: true });
    const [deleted] = callsTo('DELETE', '/subscriptions/sub-100');
    // Cancelled at the next billing date: access to the period's end, as the portal promises.
    expect(deleted!.query.get('billingPeriod')).toBeNull();
  });

  it('refunds a first order inside 7 days: a FastSpring return and an immediate cancel', async () => {
    const u = await activeUser(t, 'fs-refund@example.com');
    await buyOnFastSpring(t, fake, u, 'core-annual', 101);
    const [sub] = await subscriptions(u.idToken);
    const res = await call('DELETE', `/cloud/api/Processors/subscription/${sub.subscriptionId}`, u.idToken, {
      reason: 'too expensive',
      refund: true,
    });
    expect(res.json()).toMatchObject({ status: S.Cancelled, hasAccess: false });
    expect(callsTo('POST', '/returns').at(-1)!.body).toEqual({
      returns: [
        {
          order: 'order-101',
          reason: 'OTHER',
          note: 'Refund within 7 days of the first order',
          notification: 'ORIGINAL',
        },
      ],
    });
    expect(callsTo('DELETE', '/subscriptions/sub-101').at(-1)!.query.get('billingPeriod')).toBe('0');
  });

  it('keeps the subscription as it was when FastSpring refuses the cancel', async () => {
    const u = await activeUser(t, 'fs-refused@example.com');
    await buyOnFastSpring(t, fake, u, 'core-monthly', 102);
    const [sub] = await subscriptions(u.idToken);
    fake.failNext();
    const res = await call('DELETE', `/cloud/api/Processors/subscription/${sub.subscriptionId}`, u.idToken, {
      reason: 'too expensive',
    });
    expect(res.statusCode).toBe(503);
    expect((await subscriptions(u.idToken))[0]).toMatchObject({
      status: S.Subscribed,
      cancellationReason: null,
    });
  });

  it('pauses a subscription for a number of periods', async () => {
    await pauseSubscription(fastSpringStore(t.config)!, 'sub-100', 2);
    expect(callsTo('POST', '/subscriptions/sub-100/pause').at(-1)!.body).toEqual({ pausePeriodCount: 2 });
  });
});

describe('the FastSpring settings (README.md#configuration)', () => {
  it('refuses BILLING_PROVIDER=fastspring without its settings, naming each one missing', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'fastspring', FASTSPRING_USERNAME: 'u' })).toThrow(
      /FASTSPRING_PASSWORD: required with BILLING_PROVIDER=fastspring\n {2}FASTSPRING_STOREFRONT: required.*\n {2}FASTSPRING_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ FASTSPRING_STOREFRONT: 'https://roland.onfastspring.com' })).toThrow(
      'FASTSPRING_STOREFRONT: must be the storefront host and path such as roland.onfastspring.com/popup-roland',
    );
    expect(() => loadConfig({ FASTSPRING_WEBHOOK_SECRET: 'short' })).toThrow(
      'FASTSPRING_WEBHOOK_SECRET: must be at least 16 characters',
    );
    // Without BILLING_PROVIDER=fastspring the built-in processor bills, whatever else is set.
    expect(fastSpringStore(loadConfig({ FASTSPRING_USERNAME: 'u' }))).toBeUndefined();
  });
});
