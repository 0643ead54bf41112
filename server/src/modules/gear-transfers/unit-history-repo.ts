import type { UnitHistoryEvent } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** Records what happened to a unit and on which day: no person (docs/product.md#gear-transfer, ADR 066). */
export async function addUnitEvents(
  db: Queryable,
  registeredProductId: number,
  events: { event: Exclude<UnitHistoryEvent, 'registered'>; on: string }[],
): Promise<void> {
  for (const { event, on } of events) {
    await db.query(
      'insert into gear_unit_events (registered_product_id, event, occurred_on) values ($1, $2, $3)',
      [registeredProductId, event, on],
    );
  }
}

/** A unit's events after its first registration, in order. */
export async function listUnitEvents(db: Queryable, registeredProductId: number) {
  const sql = `select event, to_char(occurred_on, 'YYYY-MM-DD') as date from gear_unit_events
    where registered_product_id = $1 order by id`;
  type Row = { event: Exclude<UnitHistoryEvent, 'registered'>; date: string };
  return (await db.query<Row>(sql, [registeredProductId])).rows;
}
