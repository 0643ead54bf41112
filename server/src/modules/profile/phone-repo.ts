import { MAX_PHONES } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/**
 * Adds a phone unless the user already has the maximum; returns the new id, or undefined when full.
 * Call inside a transaction after accounts' `lockUser`, so concurrent requests cannot both pass the count.
 */
export async function insertPhone(db: Queryable, userId: string, number: string, typeId: number) {
  const sql = `insert into user_phones (user_id, number, phone_type_id)
    select $1, $2, $3 where (select count(*) from user_phones where user_id = $1) < $4 returning id`;
  return (await db.query<{ id: number }>(sql, [userId, number, typeId, MAX_PHONES])).rows[0]?.id;
}

/** Changes one of the user's phones; false when the user has no such phone. */
export async function updatePhone(db: Queryable, userId: string, id: number, number: string, typeId: number) {
  const sql = `update user_phones set number = $3, phone_type_id = $4 where id = $2 and user_id = $1
    returning id`;
  return (await db.query(sql, [userId, id, number, typeId])).rows.length > 0;
}

/** Deletes one of the user's phones; false when the user has no such phone. */
export async function deletePhone(db: Queryable, userId: string, id: number): Promise<boolean> {
  const sql = 'delete from user_phones where id = $2 and user_id = $1 returning id';
  return (await db.query(sql, [userId, id])).rows.length > 0;
}
