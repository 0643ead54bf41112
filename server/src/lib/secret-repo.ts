import type { Queryable } from '../db/db';

/** A secret shared by every process (`loadSecret`), as stored: sealed when KEYS_ENCRYPTION_KEY is set. */
export async function findSecret(db: Queryable, name: string): Promise<string | undefined> {
  return (await db.query<{ value: string }>('select value from app_secrets where name = $1', [name])).rows[0]
    ?.value;
}

/** Stores the secret unless another process stored one first (theirs is kept). */
export async function insertSecret(db: Queryable, name: string, value: string): Promise<void> {
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    value,
  ]);
}
