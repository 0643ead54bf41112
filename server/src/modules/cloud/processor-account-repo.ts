import type { Queryable } from '../../db/db';

/** The account a member pays from at an outside processor (the FastSpring account id). */
export async function findProcessorAccount(db: Queryable, userId: string, processor: string) {
  const sql =
    'select account_ref as "accountRef" from cloud_processor_accounts where user_id = $1 and processor = $2';
  return (await db.query<{ accountRef: string }>(sql, [userId, processor])).rows[0]?.accountRef;
}

/** Remembers it; a second process that made it at the same moment keeps the first one's. */
export async function saveProcessorAccount(
  db: Queryable,
  userId: string,
  processor: string,
  accountRef: string,
) {
  await db.query(
    `insert into cloud_processor_accounts (user_id, processor, account_ref) values ($1, $2, $3)
     on conflict (user_id, processor) do nothing`,
    [userId, processor, accountRef],
  );
}

/** The member whose processor account this is (a webhook names the account, not the member). */
export async function findUserByProcessorAccount(db: Queryable, processor: string, accountRef: string) {
  const sql =
    'select user_id as "userId" from cloud_processor_accounts where processor = $1 and account_ref = $2';
  return (await db.query<{ userId: string }>(sql, [processor, accountRef])).rows[0]?.userId;
}
