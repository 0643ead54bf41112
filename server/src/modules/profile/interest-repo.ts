import type { Queryable } from '../../db/db';

/** Adds an interest to the user (once); returns the id of the user's interest entry. */
export async function addInterest(db: Queryable, userId: string, interestId: number): Promise<number> {
  const sql = `with added as (
      insert into user_interests (user_id, interest_id) values ($1, $2)
      on conflict (user_id, interest_id) do nothing returning id)
    select id from added union all
    select id from user_interests where user_id = $1 and interest_id = $2 limit 1`;
  return (await db.query<{ id: number }>(sql, [userId, interestId])).rows[0]!.id;
}

/** Removes one of the user's interest entries; false when the user has no such entry. */
export async function removeInterest(db: Queryable, userId: string, id: number): Promise<boolean> {
  const sql = 'delete from user_interests where id = $2 and user_id = $1 returning id';
  return (await db.query(sql, [userId, id])).rows.length > 0;
}

/**
 * Makes the user's interests exactly these (docs/product.md#interests): the ones left out are removed, the new
 * ones added, and those kept keep their entries.
 */
export async function replaceInterests(db: Queryable, userId: string, interestIds: number[]): Promise<void> {
  await db.query('delete from user_interests where user_id = $1 and interest_id <> all($2::int[])', [
    userId,
    interestIds,
  ]);
  const sql = `insert into user_interests (user_id, interest_id) select $1, unnest($2::int[])
    on conflict (user_id, interest_id) do nothing`;
  await db.query(sql, [userId, interestIds]);
}
