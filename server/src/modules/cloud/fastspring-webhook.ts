import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import * as fs from './fastspring-api';
import { applyFastSpringEvent, type EventOutcome, type FsEvent } from './fastspring-events';

export const FASTSPRING_WEBHOOK_PATH = '/cloud/api/Processors/webhooks/fastspring';

/**
 * X-FS-Signature: base64 HMAC-SHA256 of the raw body with the webhook's secret, the whole header compared in
 * constant time with the expected text. Decoding it first would let junk through: a base64 decoder stops at
 * padding and skips characters outside the alphabet (ADR 060).
 */
export function signatureValid(raw: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const payloadSchema = z.object({
  events: z
    .array(z.object({ id: z.string().min(1).max(200), type: z.string().min(1).max(100), data: z.unknown() }))
    .max(100),
});
const idOr = <T extends z.ZodType>(schema: T) => z.union([z.string().min(1), schema]);
const chargeData = z.looseObject({
  subscription: idOr(fs.fsSubscriptionSchema),
  order: idOr(fs.fsOrderSchema).optional(),
});

/**
 * Reads what an event is about. Webhooks without expansion send only ids for the subscription and order of a
 * charge; those are fetched from FastSpring's API (GET /subscriptions/{id}, GET /orders/{id}).
 */
async function readEvent(
  store: fs.FastSpringStore,
  event: z.infer<typeof payloadSchema>['events'][number],
): Promise<FsEvent> {
  const base = { id: event.id, type: event.type };
  const subscription = (value: string | fs.FsSubscription) =>
    typeof value === 'string' ? fs.getSubscription(store, value) : value;
  const order = (value: string | fs.FsOrder) =>
    typeof value === 'string' ? fs.getOrder(store, value) : value;
  if (event.type === 'order.completed') {
    const parsed = fs.fsOrderSchema.safeParse(event.data);
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    return { ...base, order: parsed.data };
  }
  if (event.type.startsWith('subscription.charge.')) {
    const parsed = chargeData.safeParse(event.data);
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    return {
      ...base,
      subscription: await subscription(parsed.data.subscription),
      ...(parsed.data.order ? { order: await order(parsed.data.order) } : {}),
    };
  }
  if (event.type.startsWith('subscription.')) {
    const parsed = fs.fsSubscriptionSchema.safeParse(event.data);
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    return { ...base, subscription: parsed.data };
  }
  return base;
}

const answerSchema = z.object({
  received: z.number(),
  applied: z.number(),
  duplicate: z.number(),
  ignored: z.number(),
});

/**
 * `POST /cloud/api/Processors/webhooks/fastspring` (docs/decisions/026-fastspring-adapter.md): FastSpring's
 * signed webhook. A missing or wrong X-FS-Signature answers 401 and nothing is read or stored; each event is
 * applied once (by its id). FastSpring delivers again what was not answered 2xx.
 */
export async function fastSpringWebhookRoutes(
  app: FastifyInstance,
  { store }: { store: fs.FastSpringStore },
): Promise<void> {
  const deps: Deps = app.deps;
  // The signature is over the exact bytes sent, so this route keeps the body raw (this plugin only).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.post(FASTSPRING_WEBHOOK_PATH, {
    schema: {
      tags: ['roland cloud'],
      summary: 'FastSpring webhook (X-FS-Signature): subscription and order events',
      response: { 200: answerSchema },
    },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-fs-signature'];
      if (!signatureValid(raw, typeof signature === 'string' ? signature : undefined, store.webhookSecret))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('INVALID_INPUT');
      }
      const payload = payloadSchema.safeParse(json);
      if (!payload.success) throw new AppError('INVALID_INPUT');
      // Every event is read (and checked) before any is applied: a bad one changes nothing.
      const events: FsEvent[] = [];
      for (const event of payload.data.events) events.push(await readEvent(store, event));
      const counts: Record<EventOutcome, number> = { applied: 0, duplicate: 0, ignored: 0 };
      for (const event of events) counts[await applyFastSpringEvent(deps, event)]++;
      return { received: payload.data.events.length, ...counts };
    },
  });
}
