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

const checkout = async (token: string, offerId: string) => {
  const started = await call('POST', '/cloud/api/service', token, { action: 'post-subscription', offerId });
  expect(started.statusCode).toBe(200);
  return started.json().checkoutUrl as string;
};
const history = async (user: { idToken: string; userId: string }) =>
  (await call('GET', `/cloud/api/account-details/user-payment-history/${user.userId}`, user.idToken)).json()
    .data;

// server/seed/exchange-rates.json: JMD 156 per US dollar, dated 2024-06-28.
const JMD = { currency: 'JMD', rate: 156, rateDate: '2024-06-28' };

describe('checkout in local currency (docs/product.md#checkout, ADR 065)', () => {
  it('shows a Jamaican member the JMD amount beside the USD price, charges it and records both', async () => {
    const u = await activeUser(t, 'cloud-jamaica@example.com', { country: 'Jamaica' });
    const url = await checkout(u.idToken, 'core-monthly');
    const page = (await t.app.inject(url)).body;
    expect(page).toContain('JMD 466.44 / month (US$2.99 / month)');
    expect(page).toContain('Pay JMD 466.44');
    expect(page).toContain('your card is charged in JMD at 156 JMD per US dollar (rate of 2024-06-28)');
    expect((await payOnCheckoutPage(t, url, CARDS.pays)).statusCode).toBe(303);
    const [order] = await history(u);
    expect(order).toMatchObject({
      kind: 'order',
      status: 'paid',
      amountCents: 299,
      currency: 'USD',
      local: { amountMinor: 46644, ...JMD },
    });
    // The account page names the next charge in the same currency, at today's rate.
    const subscriptions = await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken);
    expect(subscriptions.json().data[0]).toMatchObject({
      priceCents: 299,
      currency: 'USD',
      local: { amountMinor: 46644, ...JMD },
    });
  });

  it('renews in the first order’s currency at the rate of the renewal’s day', async () => {
    const u = await activeUser(t, 'cloud-jamaica-renew@example.com', { country: 'Jamaica' });
    await payOnCheckoutPage(t, await checkout(u.idToken, 'core-monthly'), CARDS.pays);
    // A newer rate, dated a week from now, replaces the seed's from that day on.
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await t.db.query(
      `insert into cloud_exchange_rates (currency, rate_date, per_usd, source) values ('JMD', $1, 160, 'test')`,
      [later],
    );
    try {
      await advanceDays(t, 32);
      const [renewal] = await history(u);
      expect(renewal).toMatchObject({
        kind: 'renewal',
        amountCents: 299,
        currency: 'USD',
        local: { amountMinor: 47840, currency: 'JMD', rate: 160, rateDate: later },
      });
    } finally {
      await t.db.query(`delete from cloud_exchange_rates where source = 'test'`);
    }
  });

  it('charges in USD where the currency is the dollar or has no rate, and says so', async () => {
    for (const [email, country] of [
      ['cloud-usa@example.com', 'United States'],
      ['cloud-no-rate@example.com', 'Mongolia'],
    ] as const) {
      const u = await activeUser(t, email, { country });
      const url = await checkout(u.idToken, 'core-monthly');
      const page = (await t.app.inject(url)).body;
      expect(page).toContain('US$2.99 / month');
      expect(page).toContain('Pay US$2.99');
      expect(page).toContain('your card is charged in US dollars');
      await payOnCheckoutPage(t, url, CARDS.pays);
      expect((await history(u))[0]).toMatchObject({ amountCents: 299, currency: 'USD', local: null });
      const subscriptions = await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken);
      expect(subscriptions.json().data[0]).toMatchObject({ priceCents: 299, local: null });
    }
  });
});
