import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

/** The FastSpring store the portal bills through (docs/decisions/026-fastspring-adapter.md). */
export interface FastSpringStore {
  /** https://api.fastspring.com, or FASTSPRING_API_URL (a local fake in tests). */
  apiUrl: string;
  username: string;
  password: string;
  /** Host and path of the storefront, e.g. roland.onfastspring.com/popup-roland. */
  storefront: string;
  webhookSecret: string;
}

/** The configured store when BILLING_PROVIDER=fastspring (loadConfig has checked the four settings). */
export function fastSpringStore(config: Config): FastSpringStore | undefined {
  const { FASTSPRING_USERNAME, FASTSPRING_PASSWORD, FASTSPRING_STOREFRONT, FASTSPRING_WEBHOOK_SECRET } =
    config;
  if (config.BILLING_PROVIDER !== 'fastspring') return undefined;
  if (!FASTSPRING_USERNAME || !FASTSPRING_PASSWORD || !FASTSPRING_STOREFRONT || !FASTSPRING_WEBHOOK_SECRET)
    return undefined;
  return {
    apiUrl: config.FASTSPRING_API_URL,
    username: FASTSPRING_USERNAME,
    password: FASTSPRING_PASSWORD,
    storefront: FASTSPRING_STOREFRONT,
    webhookSecret: FASTSPRING_WEBHOOK_SECRET,
  };
}

const ref = z.union([
  z.string(),
  z.looseObject({ id: z.string().optional(), account: z.string().optional() }),
]);
const tags = z.record(z.string(), z.unknown());

/** FastSpring's subscription object (GET /subscriptions/{id}, webhook `data`): the fields the portal reads. */
export const fsSubscriptionSchema = z.looseObject({
  id: z.string().min(1),
  state: z.string().optional(),
  account: ref.optional(),
  product: z.union([z.string(), z.looseObject({ product: z.string().optional() })]).optional(),
  currency: z.string().optional(),
  price: z.number().optional(),
  /** Next charge (or retry), milliseconds since the epoch. */
  next: z.number().nullish(),
  /** When a canceled subscription stops, milliseconds since the epoch. */
  deactivationDate: z.number().nullish(),
  initialOrderId: z.string().optional(),
  tags: tags.optional(),
});
export type FsSubscription = z.infer<typeof fsSubscriptionSchema>;

/** FastSpring's order object (GET /orders/{id}, webhook `data`): the fields the portal reads. */
export const fsOrderSchema = z.looseObject({
  id: z.string().min(1),
  reference: z.string().optional(),
  currency: z.string().optional(),
  total: z.number().optional(),
  completed: z.boolean().optional(),
  account: ref.optional(),
  payment: z.looseObject({ type: z.string().optional(), cardEnding: z.string().optional() }).optional(),
  items: z.array(z.looseObject({ product: z.string().optional() })).optional(),
  tags: tags.optional(),
});
export type FsOrder = z.infer<typeof fsOrderSchema>;

/**
 * One call of FastSpring's REST API: HTTP basic auth with the API credentials, JSON both ways. FastSpring
 * answers some refusals with 200 and `result: "error"`; both those and a failing or slow API answer 503
 * "This service is not available." so the caller changes nothing.
 */
async function call<T>(store: FastSpringStore, method: string, path: string, body?: unknown): Promise<T> {
  const auth = Buffer.from(`${store.username}:${store.password}`).toString('base64');
  try {
    const response = await fetch(new URL(path, store.apiUrl), {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FastSpring answered ${response.status}`);
    const answer = (await response.json()) as T & { result?: string };
    if (answer.result === 'error') throw new Error('FastSpring refused the call');
    return answer;
  } catch {
    throw new AppError('SERVICE_NOT_AVAILABLE');
  }
}

export const refOf = (value: string | { id?: string; account?: string } | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? value?.account);

/** The FastSpring account made for a portal user (found by the lookup key `custom` = user id), if any. */
export async function findAccount(store: FastSpringStore, userId: string): Promise<string | undefined> {
  const answer = await call<{ accounts?: { id?: string; account?: string }[] }>(
    store,
    'GET',
    `/accounts?custom=${encodeURIComponent(userId)}`,
  );
  return refOf(answer.accounts?.[0]);
}

/** POST /accounts: the buyer's account, keyed by the portal user id so it is found again. */
export async function createAccount(
  store: FastSpringStore,
  user: { id: string; email: string; firstName: string; lastName: string; language: string },
): Promise<string> {
  const answer = await call<{ id?: string; account?: string }>(store, 'POST', '/accounts', {
    contact: { first: user.firstName, last: user.lastName, email: user.email },
    language: user.language,
    lookup: { custom: user.id },
  });
  const id = refOf(answer);
  if (!id) throw new AppError('SERVICE_NOT_AVAILABLE');
  return id;
}

/** POST /sessions: a cart of one product for the account; its id opens the hosted checkout. */
export async function createSession(
  store: FastSpringStore,
  input: { account: string; product: string; tags: Record<string, string> },
): Promise<string> {
  const answer = await call<{ id?: string }>(store, 'POST', '/sessions', {
    account: input.account,
    items: [{ product: input.product, quantity: 1 }],
    tags: input.tags,
  });
  if (!answer.id) throw new AppError('SERVICE_NOT_AVAILABLE');
  return answer.id;
}

/** The hosted checkout of a session: https://{storefront}/session/{id}. */
export const sessionUrl = (store: FastSpringStore, sessionId: string) =>
  `https://${store.storefront}/session/${encodeURIComponent(sessionId)}`;

/** GET /accounts/{id}/authenticate: a signed link to the account's page, where the buyer changes the card. */
export async function accountManagementUrl(store: FastSpringStore, account: string): Promise<string> {
  const answer = await call<{ url?: string; accounts?: { url?: string }[] }>(
    store,
    'GET',
    `/accounts/${encodeURIComponent(account)}/authenticate`,
  );
  const url = answer.accounts?.[0]?.url ?? answer.url;
  if (!url) throw new AppError('SERVICE_NOT_AVAILABLE');
  return url;
}

/** GET /subscriptions/{id}. */
export async function getSubscription(store: FastSpringStore, id: string): Promise<FsSubscription> {
  const parsed = fsSubscriptionSchema.safeParse(
    await call(store, 'GET', `/subscriptions/${encodeURIComponent(id)}`),
  );
  if (!parsed.success) throw new AppError('SERVICE_NOT_AVAILABLE');
  return parsed.data;
}

/** GET /orders/{id}. */
export async function getOrder(store: FastSpringStore, id: string): Promise<FsOrder> {
  const parsed = fsOrderSchema.safeParse(await call(store, 'GET', `/orders/${encodeURIComponent(id)}`));
  if (!parsed.success) throw new AppError('SERVICE_NOT_AVAILABLE');
  return parsed.data;
}

/**
 * DELETE /subscriptions/{id}: no further charges. By default FastSpring stops it at the next billing date
 * (access to the period's end, as the portal promises); `immediately` stops it now (a refund).
 */
export async function cancelSubscription(store: FastSpringStore, id: string, immediately = false) {
  const query = immediately ? '?billingPeriod=0' : '';
  const answer = await call<{ subscriptions?: { result?: string }[] }>(
    store,
    'DELETE',
    `/subscriptions/${encodeURIComponent(id)}${query}`,
  );
  if (answer.subscriptions?.some((s) => s.result === 'error')) throw new AppError('SERVICE_NOT_AVAILABLE');
}

/** POST /subscriptions/{id}/pause: skips the given number of billing periods, then bills again. */
export async function pauseSubscription(store: FastSpringStore, id: string, periods: number) {
  await call(store, 'POST', `/subscriptions/${encodeURIComponent(id)}/pause`, { pausePeriodCount: periods });
}

/** POST /returns: gives a whole order back, the buyer notified by FastSpring (docs/product.md#refunds). */
export async function returnOrder(store: FastSpringStore, orderId: string, note: string) {
  const answer = await call<{ returns?: { result?: string }[] }>(store, 'POST', '/returns', {
    returns: [{ order: orderId, reason: 'OTHER', note, notification: 'ORIGINAL' }],
  });
  if (answer.returns?.some((r) => r.result === 'error')) throw new AppError('SERVICE_NOT_AVAILABLE');
}
