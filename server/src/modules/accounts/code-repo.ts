import type { Queryable } from '../../db/db';

export type CodePurpose = 'activation' | 'password_reset' | 'email_change';

export interface CodeRow {
  id: string;
  userId: string;
  codeHash: string;
  newEmail: string | null;
  attempts: number;
  expiresAt: Date;
}

/** Stores a new code for a purpose, retiring the user's earlier unused ones of that purpose. */
export async function replaceCode(
  db: Queryable,
  row: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; newEmail?: string },
): Promise<string> {
  await db.query(
    'update verification_codes set used_at = now() where user_id = $1 and purpose = $2 and used_at is null',
    [row.userId, row.purpose],
  );
  const sql = `insert into verification_codes (user_id, purpose, code_hash, expires_at, new_email)
    values ($1, $2, $3, $4, $5) returning id`;
  const params = [row.userId, row.purpose, row.codeHash, row.expiresAt.toISOString(), row.newEmail ?? null];
  return (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
}

/** The user's current unused code for a purpose (by its id when given). */
export async function findOpenCode(
  db: Queryable,
  where: { userId: string; purpose: CodePurpose; id?: string },
): Promise<CodeRow | undefined> {
  const sql = `select id, user_id as "userId", code_hash as "codeHash", new_email as "newEmail", attempts,
      expires_at as "expiresAt"
    from verification_codes
    where user_id = $1 and purpose = $2 and used_at is null and ($3::uuid is null or id = $3::uuid)
    order by create_date desc limit 1`;
  return (await db.query<CodeRow>(sql, [where.userId, where.purpose, where.id ?? null])).rows[0];
}

/** Counts a wrong attempt. */
export async function countAttempt(db: Queryable, id: string): Promise<number> {
  const sql = 'update verification_codes set attempts = attempts + 1 where id = $1 returning attempts';
  return (await db.query<{ attempts: number }>(sql, [id])).rows[0]?.attempts ?? 0;
}

/** Spends a code; false when another request spent it first (single use). */
export async function markCodeUsed(db: Queryable, id: string): Promise<boolean> {
  const sql = 'update verification_codes set used_at = now() where id = $1 and used_at is null returning id';
  return (await db.query(sql, [id])).rows.length === 1;
}

/** The account an activation code (by its id, the sign-up's `activationId`) was sent for. */
export async function activationCodeUser(db: Queryable, id: string): Promise<string | undefined> {
  const sql = 'select user_id as "userId" from verification_codes where id = $1 and purpose = \'activation\'';
  return (await db.query<{ userId: string }>(sql, [id])).rows[0]?.userId;
}
