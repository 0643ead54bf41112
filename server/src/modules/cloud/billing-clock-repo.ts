import type { Queryable } from '../../db/db';

/** The shared offset of the adjustable billing clock, in milliseconds ahead of the system's. */
export async function readClockOffset(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ offsetMs: string }>('select offset_ms as "offsetMs" from billing_clock');
  return Number(rows[0]?.offsetMs ?? 0);
}

/** Moves the shared offset forward by `ms` (processes moving it at once add up); answers the new offset. */
export async function addClockOffset(db: Queryable, ms: number): Promise<number> {
  const { rows } = await db.query<{ offsetMs: string }>(
    'update billing_clock set offset_ms = offset_ms + $1 returning offset_ms as "offsetMs"',
    [ms],
  );
  return Number(rows[0]!.offsetMs);
}
