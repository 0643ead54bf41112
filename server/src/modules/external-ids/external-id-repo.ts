import type { Queryable } from '../../db/db';

/** The user's id at a service, if stored. */
export async function findExternalId(
  db: Queryable,
  userId: string,
  serviceId: string,
): Promise<string | undefined> {
  const sql =
    'select external_id as "externalId" from external_user_ids where user_id = $1 and service_id = $2';
  return (await db.query<{ externalId: string }>(sql, [userId, serviceId])).rows[0]?.externalId;
}

/** Stores the id when the user has none for the service; false when one was there already. */
export async function insertExternalId(
  db: Queryable,
  userId: string,
  serviceId: string,
  externalId: string,
): Promise<boolean> {
  const sql = `insert into external_user_ids (user_id, service_id, external_id) values ($1, $2, $3)
    on conflict (user_id, service_id) do nothing returning 1 as inserted`;
  return (await db.query(sql, [userId, serviceId, externalId])).rows.length > 0;
}

/**
 * Replaces a stored id. Answers whether a row exists and whether it changed, in one statement: an unchanged
 * id is not written (docs/product.md#external-service-ids "an update with an unchanged id is skipped").
 */
export async function updateExternalId(
  db: Queryable,
  userId: string,
  serviceId: string,
  externalId: string,
): Promise<'updated' | 'unchanged' | 'missing'> {
  const sql = `with current as (
      select external_id from external_user_ids where user_id = $1 and service_id = $2
    ), changed as (
      update external_user_ids set external_id = $3, updated_at = now()
      where user_id = $1 and service_id = $2 and external_id <> $3
      returning 1
    )
    select (select count(*) from current)::int as "found", (select count(*) from changed)::int as "changed"`;
  const row = (await db.query<{ found: number; changed: number }>(sql, [userId, serviceId, externalId]))
    .rows[0];
  if (!row || row.found === 0) return 'missing';
  return row.changed > 0 ? 'updated' : 'unchanged';
}
