import type { Queryable } from '../../db/db';

/** Starts a browser session for the sign-in cookie; `amr` says how the user proved who they are. */
export async function insertBrowserSession(
  db: Queryable,
  userId: string,
  expiresAt: Date,
  amr: readonly string[],
): Promise<string> {
  const sql = 'insert into browser_sessions (user_id, expires_at, amr) values ($1, $2, $3) returning id';
  return (await db.query<{ id: string }>(sql, [userId, expiresAt.toISOString(), amr])).rows[0]!.id;
}

export interface BrowserSignIn {
  userId: string;
  /** When the sign-in happened (OpenID Connect's auth_time). */
  created: Date;
  amr: string[];
}

/** The sign-in behind a live browser session, as `sessionUser` would accept it. */
export async function sessionSignIn(db: Queryable, sessionId: string): Promise<BrowserSignIn | undefined> {
  const sql = `select s.user_id as "userId", s.create_date as created, s.amr from browser_sessions s
    join users u on u.id = s.user_id
    where s.id = $1 and s.revoked_at is null and s.expires_at > now()
      and s.create_date >= u.credentials_changed_at`;
  return (await db.query<BrowserSignIn>(sql, [sessionId])).rows[0];
}

/** The user of a live browser session opened no earlier than the account's last credential change. */
export async function sessionUser(db: Queryable, sessionId: string): Promise<string | undefined> {
  const sql = `select s.user_id as "userId" from browser_sessions s join users u on u.id = s.user_id
    where s.id = $1 and s.revoked_at is null and s.expires_at > now()
      and s.create_date >= u.credentials_changed_at`;
  return (await db.query<{ userId: string }>(sql, [sessionId])).rows[0]?.userId;
}

/** Ends every browser session of a user and marks the credential change that older sessions predate. */
export async function revokeUserBrowserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set credentials_changed_at = now() where id = $1', [userId]);
  await db.query('update browser_sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [
    userId,
  ]);
}

/** Ends a browser session. */
export async function revokeBrowserSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update browser_sessions set revoked_at = now() where id = $1', [sessionId]);
}

export interface BrowserSessionRow {
  id: string;
  created: Date;
}

/** Live browser sessions of a user, as `sessionUser` would accept them. */
export async function liveBrowserSessions(db: Queryable, userId: string): Promise<BrowserSessionRow[]> {
  const sql = `select s.id, s.create_date as created from browser_sessions s join users u on u.id = s.user_id
    where s.user_id = $1 and s.revoked_at is null and s.expires_at > now()
      and s.create_date >= u.credentials_changed_at
    order by s.create_date desc`;
  return (await db.query<BrowserSessionRow>(sql, [userId])).rows;
}

/** Ends one live browser session of a user; false when the user has none of that id. */
export async function revokeUserBrowserSession(db: Queryable, userId: string, sessionId: string) {
  const sql = `update browser_sessions set revoked_at = now()
    where id = $1 and user_id = $2 and revoked_at is null and expires_at > now() returning id`;
  return (await db.query(sql, [sessionId, userId])).rows.length > 0;
}

/** Ends every browser session of a user but one. */
export async function revokeOtherBrowserSessions(db: Queryable, userId: string, keepId: string | undefined) {
  await db.query(
    `update browser_sessions set revoked_at = now()
     where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)`,
    [userId, keepId ?? null],
  );
}
