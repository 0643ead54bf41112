import { SUBSCRIPTION_STATUS as S, SUBSCRIPTION_TYPE as T } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
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
const subscriptions = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/user-subscriptions', token)).json().data;
const history = async (user: { idToken: string; userId: string }) =>
  (await call('GET', `/cloud/api/account-details/user-payment-history/${user.userId}`, user.idToken)).json()
    .data;

/** Buys an offer through the processor's page with a card; answers the page's answer. */
async function buy(token: string, offerId: string, card = CARDS.pays) {
  const started = await service(token, { action: 'post-subscription', offerId });
  expect(started.statusCode).toBe(200);
  return payOnCheckoutPage(t, started.json().checkoutUrl, card);
}

describe('free trial (docs/product.md#free-trial)', () => {
  it('gives a first-time member 30 days of Ultimate as Trial/Subscribed, once per account', async () => {
    const u = await activeUser(t, 'cloud-trial@example.com');
    expect(
      (await service(u.idToken, { action: 'get-user-rule-status' })).json().ruleStatus.freeTrialAvailable,
    ).toBe(true);
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' });
    expect(started.statusCode).toBe(200);
    const sub = started.json().subscription;
    expect(sub).toMatchObject({
      type: T.Trial,
      status: S.Subscribed,
      hasAccess: true,
      offerId: 'ultimate-trial',
    });
    const days = (Date.parse(sub.endDate) - Date.parse(sub.createDate)) / 86_400_000;
    expect(days).toBe(30);
    const again = await service(u.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRIAL_ALREADY_USED',
      message: 'The free trial is only for first-time members.',
    });
    expect(await subscriptions(u.idToken)).toHaveLength(1);
    expect(
      (await service(u.idToken, { action: 'get-user-rule-status' })).json().ruleStatus.freeTrialAvailable,
    ).toBe(false);
  });

  it('turns into the paid plan when the member subscribes during the trial (trial → subscribed)', async () => {
    const u = await activeUser(t, 'cloud-trial-convert@example.com');
    await service(u.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' });
    const paid = await buy(u.idToken, 'pro-monthly');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/backstage/thank-you?offer=pro-monthly');
    const [sub] = await subscriptions(u.idToken);
    expect(sub).toMatchObject({
      type: T.Standard,
      status: S.Subscribed,
      offerId: 'pro-monthly',
      priceCents: 799,
      cardLast4: '4242',
    });
  });
});

describe('subscribing with the built-in processor (docs/product.md#checkout)', () => {
  it('charges the first order, shows it in billing history and schedules the renewal a period later', async () => {
    const u = await activeUser(t, 'cloud-buyer@example.com');
    const page = await service(u.idToken, { action: 'post-subscription', offerId: 'core-annual' });
    const html = await t.app.inject(page.json().checkoutUrl);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Roland Cloud Core (annual)');
    expect((await payOnCheckoutPage(t, page.json().checkoutUrl, CARDS.pays)).statusCode).toBe(303);
    const [sub] = await subscriptions(u.idToken);
    expect(sub).toMatchObject({ status: S.Subscribed, type: T.Standard, source: 1, priceCents: 2999 });
    const created = new Date(sub.createDate);
    expect(new Date(sub.nextChargeDate).getUTCFullYear()).toBe(created.getUTCFullYear() + 1);
    expect(await history(u)).toMatchObject([
      { kind: 'order', status: 'paid', amountCents: 2999, cardLast4: '4242' },
    ]);
    // The checkout is spent: paying it again changes nothing.
    expect((await payOnCheckoutPage(t, page.json().checkoutUrl, CARDS.pays)).statusCode).toBe(404);
    expect(await history(u)).toHaveLength(1);
  });

  it('shows a declined card’s message on the page and stores nothing', async () => {
    const u = await activeUser(t, 'cloud-declined@example.com');
    const res = await buy(u.idToken, 'core-monthly', CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card was declined. Please use another card.');
    expect(await subscriptions(u.idToken)).toEqual([]);
    expect(await history(u)).toEqual([]);
  });

  it('keeps the app client’s view through the page: paid to its ThankYou, cancelled to its memberships (ADR 043)', async () => {
    const u = await activeUser(t, 'cloud-app-client@example.com');
    const started = await service(u.idToken, {
      action: 'post-subscription',
      offerId: 'core-monthly',
      client: 'app',
    });
    const checkoutUrl: string = started.json().checkoutUrl;
    expect(checkoutUrl).toMatch(/^\/cloud\/checkout\/[\w-]+\?client=app$/);
    const html = (await t.app.inject(checkoutUrl)).body;
    expect(html).toContain(`action="${checkoutUrl}"`);
    expect(html).toContain('href="/backstage/cloud/memberships?checkout=cancelled&amp;client=app"');
    const declined = await payOnCheckoutPage(t, checkoutUrl, CARDS.declined);
    expect(declined.body).toContain(`action="${checkoutUrl}"`);
    const paid = await payOnCheckoutPage(t, checkoutUrl, CARDS.pays);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/backstage/thank-you?offer=core-monthly&client=app');
    // The app is the only other client there is.
    const other = await service(u.idToken, {
      action: 'post-subscription',
      offerId: 'core-annual',
      client: 'web',
    });
    expect(other.statusCode).toBe(400);
  });

  it('sends a purchase left on the portal’s page back to memberships with its message', async () => {
    const u = await activeUser(t, 'cloud-left@example.com');
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'core-monthly' });
    expect(started.json().checkoutUrl).not.toContain('client=');
    const html = (await t.app.inject(started.json().checkoutUrl)).body;
    expect(html).toContain('href="/backstage/cloud/memberships?checkout=cancelled"');
  });

  it('refuses a malformed card form with the fields at fault', async () => {
    const u = await activeUser(t, 'cloud-badcard@example.com');
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'core-monthly' });
    const res = await payOnCheckoutPage(t, started.json().checkoutUrl, '1234', { expiry: '13/20', cvc: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Card number is invalid');
    expect(res.body).toContain('Expiry date is invalid');
    expect(await subscriptions(u.idToken)).toEqual([]);
  });

  it('refuses a second plan while one runs, and an unknown offer', async () => {
    const u = await activeUser(t, 'cloud-twice@example.com');
    await buy(u.idToken, 'core-monthly');
    const second = await service(u.idToken, { action: 'post-subscription', offerId: 'pro-monthly' });
    expect(second.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    const unknown = await service(u.idToken, { action: 'post-subscription', offerId: 'platinum' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('OFFER_NOT_FOUND');
    const bad = await service(u.idToken, { action: 'launch-rockets' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('cancel, no-renew and refund (docs/product.md#cancel-subscription)', () => {
  it('cancels with a reason and comment, keeps access until the period ends, then Expired', async () => {
    const u = await activeUser(t, 'cloud-cancel@example.com');
    await buy(u.idToken, 'ultimate-monthly');
    const [sub] = await subscriptions(u.idToken);
    const url = `/cloud/api/Processors/subscription/${sub.subscriptionId}`;
    const missing = await call('DELETE', url, u.idToken, { reason: 'other' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject([{ field: 'comment', message: 'Please tell us more' }]);
    const res = await call('DELETE', url, u.idToken, { reason: 'too expensive', comment: 'Student budget' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: S.Cancelled,
      hasAccess: true,
      nextChargeDate: null,
      endDate: sub.endDate,
      cancellationReason: 'too expensive',
      cancellationComment: 'Student budget',
    });
    await advanceDays(t, 32);
    const [after] = await subscriptions(u.idToken);
    expect(after).toMatchObject({ status: S.Expired, hasAccess: false });
    // Nothing was charged after cancelling.
    expect((await history(u)).filter((p: { kind: string }) => p.kind === 'renewal')).toEqual([]);
  });

  it('refunds the first order inside 7 days and ends access at once; not after', async () => {
    const u = await activeUser(t, 'cloud-refund@example.com');
    await buy(u.idToken, 'pro-annual');
    const [sub] = await subscriptions(u.idToken);
    expect(sub.refundableUntil).not.toBeNull();
    const res = await call('DELETE', `/cloud/api/Processors/subscription/${sub.subscriptionId}`, u.idToken, {
      reason: "don't use enough",
      refund: true,
    });
    expect(res.json()).toMatchObject({ status: S.Cancelled, hasAccess: false });
    expect(
      (await history(u)).map((p: { kind: string; amountCents: number }) => [p.kind, p.amountCents]),
    ).toEqual([
      ['refund', -7999],
      ['order', 7999],
    ]);

    const late = await activeUser(t, 'cloud-refund-late@example.com');
    await buy(late.idToken, 'pro-annual');
    await advanceDays(t, 8);
    const [lateSub] = await subscriptions(late.idToken);
    expect(lateSub.refundableUntil).toBeNull();
    const refused = await call(
      'DELETE',
      `/cloud/api/Processors/subscription/${lateSub.subscriptionId}`,
      late.idToken,
      {
        reason: 'missing features',
        refund: true,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REFUND_WINDOW_CLOSED');
    expect((await subscriptions(late.idToken))[0].status).toBe(S.Subscribed);
  });

  it('no-renew keeps access to the period end and charges nothing more', async () => {
    const u = await activeUser(t, 'cloud-norenew@example.com');
    await buy(u.idToken, 'core-monthly');
    const [sub] = await subscriptions(u.idToken);
    const res = await service(u.idToken, {
      action: 'no-renew-subscription',
      subscriptionId: sub.subscriptionId,
    });
    expect(res.json().subscription).toMatchObject({
      status: S.NonRenew,
      hasAccess: true,
      endDate: sub.endDate,
    });
    await advanceDays(t, 32);
    expect((await subscriptions(u.idToken))[0]).toMatchObject({ status: S.Expired, hasAccess: false });
    expect(await history(u)).toHaveLength(1);
  });
});

describe('renewals (docs/product.md#renewals)', () => {
  it('charges the renewal on the due date and starts the next period', async () => {
    const u = await activeUser(t, 'cloud-renew@example.com');
    await buy(u.idToken, 'core-monthly');
    const [before] = await subscriptions(u.idToken);
    await advanceDays(t, 32);
    const [after] = await subscriptions(u.idToken);
    expect(after.status).toBe(S.Subscribed);
    expect(after.endDate > before.endDate).toBe(true);
    expect((await history(u)).map((p: { kind: string; status: string }) => `${p.kind}:${p.status}`)).toEqual([
      'renewal:paid',
      'order:paid',
    ]);
  });

  it('retries a failed renewal after 1 and 3 days, then expires the subscription', async () => {
    const u = await activeUser(t, 'cloud-renew-fails@example.com');
    await buy(u.idToken, 'core-monthly', CARDS.failsOnRenewal);
    await advanceDays(t, 32);
    expect((await subscriptions(u.idToken))[0]).toMatchObject({ status: S.Subscribed, hasAccess: true });
    await advanceDays(t, 1.1);
    expect((await subscriptions(u.idToken))[0].status).toBe(S.Subscribed);
    await advanceDays(t, 3.1);
    expect((await subscriptions(u.idToken))[0]).toMatchObject({ status: S.Expired, hasAccess: false });
    const kinds = (await history(u)).map((p: { kind: string; status: string }) => `${p.kind}:${p.status}`);
    expect(kinds).toEqual(['renewal:declined', 'renewal:declined', 'renewal:declined', 'order:paid']);
  });

  it('ends an unconverted trial as TrialExpired after 30 days', async () => {
    const u = await activeUser(t, 'cloud-trial-end@example.com');
    await service(u.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' });
    await advanceDays(t, 31);
    expect((await subscriptions(u.idToken))[0]).toMatchObject({ status: S.TrialExpired, hasAccess: false });
  });
});
