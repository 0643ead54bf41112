import { FASTSPRING_WEBHOOK_PATH } from '../src/modules/cloud/fastspring-webhook';
import { cloudCaller } from './cloud-helpers';
import { type FakeFastSpring, signedWebhook, startFakeFastSpring } from './fakes/fake-fastspring-api';
import { createTestApp, type TestApp } from './test-app';

export const FS_SECRET = 'fastspring-webhook-secret';
const USER = 'fastspring-api-user';
const PASSWORD = 'fastspring-api-password';

/** An app billing through FastSpring (BILLING_PROVIDER=fastspring) against a local fake of its API. */
export async function fastSpringApp(): Promise<{ t: TestApp; fake: FakeFastSpring; close(): Promise<void> }> {
  const fake = await startFakeFastSpring(USER, PASSWORD);
  const t = await createTestApp({
    BILLING_PROVIDER: 'fastspring',
    BILLING_CLOCK: 'adjustable',
    FASTSPRING_USERNAME: USER,
    FASTSPRING_PASSWORD: PASSWORD,
    FASTSPRING_STOREFRONT: 'roland.test.onfastspring.com/popup-roland',
    FASTSPRING_WEBHOOK_SECRET: FS_SECRET,
    FASTSPRING_API_URL: fake.url,
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** Posts a webhook signed with the store's secret (or the given signature, or none). */
export function sendWebhook(
  t: TestApp,
  events: { id: string; type: string; data: unknown }[],
  signature?: string | null,
) {
  const signed = signedWebhook(FS_SECRET, events);
  const sig = signature === undefined ? signed.signature : signature;
  return t.app.inject({
    method: 'POST',
    url: FASTSPRING_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(sig === null ? {} : { 'x-fs-signature': sig }) },
    payload: signed.payload,
  });
}

const DAY = 86_400_000;

/**
 * A member buys an offer on FastSpring: the portal opens the session; FastSpring (here the fake) holds the
 * subscription and first order and reports `subscription.activated` (plans) or `order.completed` (keys).
 */
export async function buyOnFastSpring(
  t: TestApp,
  fake: FakeFastSpring,
  user: { idToken: string; userId: string },
  offerId: string,
  n: number,
) {
  const call = cloudCaller(t);
  const started = await call('POST', '/cloud/api/service', user.idToken, {
    action: 'post-subscription',
    offerId,
  });
  const session = [...fake.calls].reverse().find((c) => c.path === '/sessions');
  const tags = session?.body?.tags as { checkoutId: string; userId: string };
  const account = session?.body?.account as string;
  const orderId = `order-${n}`;
  const subscriptionId = `sub-${n}`;
  const order = {
    id: orderId,
    order: orderId,
    reference: `RLD${n}`,
    currency: 'USD',
    total: 9.99,
    completed: true,
    account,
    payment: { type: 'visa', cardEnding: '4242' },
    items: [{ product: offerId, subscription: offerId.startsWith('lifetime') ? null : subscriptionId }],
    tags,
  };
  fake.orders.set(orderId, order);
  if (offerId.startsWith('lifetime')) {
    const res = await sendWebhook(t, [{ id: `evt-order-${n}`, type: 'order.completed', data: order }]);
    return { started, res, orderId, subscriptionId: null, tags };
  }
  const next = t.app.deps.clock.now().getTime() + 30 * DAY;
  const subscription = {
    id: subscriptionId,
    subscription: subscriptionId,
    active: true,
    state: 'active',
    account,
    product: offerId,
    currency: 'USD',
    price: 9.99,
    next,
    initialOrderId: orderId,
    intervalUnit: 'month',
    intervalLength: 1,
    tags,
  };
  fake.subscriptions.set(subscriptionId, subscription);
  const res = await sendWebhook(t, [
    { id: `evt-order-${n}`, type: 'order.completed', data: order },
    { id: `evt-activated-${n}`, type: 'subscription.activated', data: subscription },
  ]);
  return { started, res, orderId, subscriptionId, subscription, tags, next };
}
