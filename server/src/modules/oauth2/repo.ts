import type { Db } from '../../db/db';

export interface CodeGrant {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

/** Stores an authorization code (hashed) for ten minutes. */
export async function insertCode(db: Db, codeHash: string, grant: CodeGrant): Promise<void> {
  await db.query(
    `insert into oauth2_codes (code_hash, user_id, client_id, redirect_uri, code_challenge, expires_at)
     values ($1, $2, $3, $4, $5, now() + interval '10 minutes')`,
    [codeHash, grant.userId, grant.clientId, grant.redirectUri, grant.codeChallenge],
  );
}

/** Spends a live code once; undefined when unknown, used or expired. */
export async function spendCode(db: Db, codeHash: string): Promise<CodeGrant | undefined> {
  const sql = `update oauth2_codes set used_at = now()
    where code_hash = $1 and used_at is null and expires_at > now()
    returning user_id as "userId", client_id as "clientId", redirect_uri as "redirectUri",
      code_challenge as "codeChallenge"`;
  return (await db.query<CodeGrant>(sql, [codeHash])).rows[0];
}
