import type { Queryable } from '../../db/db';

/**
 * Claims a processor's webhook event for handling (docs/decisions/026-fastspring-adapter.md): true the first
 * time, false when the same event id was handled before, so a redelivered event changes nothing. Called in
 * the transaction that applies the event, so a failure leaves it to be handled on the next delivery.
 */
export async function claimWebhookEvent(db: Queryable, processor: string, eventId: string, type: string) {
  const sql = `insert into cloud_webhook_events (processor, event_id, type) values ($1, $2, $3)
    on conflict do nothing returning event_id`;
  return (await db.query(sql, [processor, eventId, type])).rows.length > 0;
}
