import type { Db } from '../../db/db';

/** Starts a browser session for the sign-in cookie. */
export async function insertBrowserSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const sql = 'insert into browser_sessions (user_id, expires_at) values ($1, $2) returning id';
  return (await db.query<{ id: string }>(sql, [userId, expiresAt.toISOString()])).rows[0]!.id;
}

/** The user of a live browser session. */
export async function sessionUser(db: Db, sessionId: string): Promise<string | undefined> {
  const sql = `select user_id as "userId" from browser_sessions
    where id = $1 and revoked_at is null and expires_at > now()`;
  return (await db.query<{ userId: string }>(sql, [sessionId])).rows[0]?.userId;
}

/** Ends a browser session. */
export async function revokeBrowserSession(db: Db, sessionId: string): Promise<void> {
  await db.query('update browser_sessions set revoked_at = now() where id = $1', [sessionId]);
}

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
