import type { Db, Queryable } from '../../db/db';
import type { TokenUser } from './jwt';

export interface RefreshRow {
  id: string;
  familyId: string;
  userId: string;
  clientId: string;
  familyExpiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = `id, family_id as "familyId", user_id as "userId", client_id as "clientId",
  family_expires_at as "familyExpiresAt", rotated_at as "rotatedAt", revoked_at as "revokedAt"`;

/** Stores a refresh token's digest in a family. */
export async function insertRefresh(
  db: Queryable,
  row: { familyId: string; userId: string; clientId: string; tokenHash: string; familyExpiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into refresh_tokens (family_id, user_id, client_id, token_hash, family_expires_at)
     values ($1, $2, $3, $4, $5)`,
    [row.familyId, row.userId, row.clientId, row.tokenHash, row.familyExpiresAt.toISOString()],
  );
}

/** The refresh token with this digest, locked for the rotation that follows. */
export async function findRefreshForUpdate(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshRow | undefined> {
  const sql = `select ${COLUMNS} from refresh_tokens where token_hash = $1 for update`;
  return (await db.query<RefreshRow>(sql, [tokenHash])).rows[0];
}

/** The refresh token with this digest, unlocked (a check, not a rotation). */
export async function findRefresh(db: Queryable, tokenHash: string): Promise<RefreshRow | undefined> {
  const sql = `select ${COLUMNS} from refresh_tokens where token_hash = $1`;
  return (await db.query<RefreshRow>(sql, [tokenHash])).rows[0];
}

/**
 * The refresh token with this digest, unlocked, and how long ago it was spent in milliseconds by the database's
 * clock (null while unspent): a repeat waits for the answer of a refresh that spent it a moment ago (ADR 094).
 */
export async function findRefreshSpentAgo(
  db: Queryable,
  tokenHash: string,
): Promise<(RefreshRow & { spentMsAgo: number | null }) | undefined> {
  const sql = `select ${COLUMNS}, (extract(epoch from now() - rotated_at) * 1000)::float8 as "spentMsAgo"
    from refresh_tokens where token_hash = $1`;
  return (await db.query<RefreshRow & { spentMsAgo: number | null }>(sql, [tokenHash])).rows[0];
}

/**
 * Undoes a usual rotation whose answer could not be kept (the key-value store failed after the statement):
 * forgets the successor, which nobody was given, and makes the presented token unspent again, so the client's
 * retry rotates it rather than counting as a reuse (ADR 094). Nothing changes when the successor is gone, spent
 * or revoked (a sign-out meanwhile).
 */
export async function unrotate(db: Queryable, input: { tokenHash: string; nextHash: string }): Promise<void> {
  await db.query(
    `with forgotten as (
       delete from refresh_tokens where token_hash = $2 and rotated_at is null and revoked_at is null
       returning family_id)
     update refresh_tokens set rotated_at = null
     where token_hash = $1 and revoked_at is null and family_id in (select family_id from forgotten)`,
    [input.tokenHash, input.nextHash],
  );
}

type Rotated = Pick<RefreshRow, 'familyId' | 'userId' | 'clientId'> & { user: TokenUser };

/**
 * The common rotation in one statement: spends the token if it is unspent, unrevoked, its family unexpired
 * (at `now`, the caller's clock) and of one of the clients, stores its successor in the same family, and reads
 * the three fields of the account the new id token names, so a refresh is one round trip
 * (docs/decisions/078-one-statement-refresh.md; `users` is shared with tokens for this read only).
 * Undefined when it was not such a token; the caller then finds out why under a lock.
 */
export async function rotateUnspent(
  db: Queryable,
  input: { tokenHash: string; nextHash: string; clients: readonly string[]; now: Date },
): Promise<Rotated | undefined> {
  // Prepared: every refresh runs it.
  const params = [input.tokenHash, input.nextHash, input.now.toISOString(), input.clients];
  return (await db.query<Rotated>(ROTATE_UNSPENT, params, { prepare: true })).rows[0];
}

// Built once: a prepared statement is looked up by its text (db/statement-name.ts).
const ROTATE_UNSPENT = `with spent as (
    update refresh_tokens set rotated_at = now()
    where token_hash = $1 and rotated_at is null and revoked_at is null and family_expires_at > $3
      and client_id = any($4::text[])
    returning family_id, user_id, client_id, family_expires_at),
  successor as (
    insert into refresh_tokens (family_id, user_id, client_id, token_hash, family_expires_at)
    select family_id, user_id, client_id, $2, family_expires_at from spent
    returning family_id, user_id, client_id)
  select s.family_id as "familyId", s.user_id as "userId", s.client_id as "clientId",
    json_build_object('id', u.id, 'email', u.email, 'emailVerified', u.email_verified) as user
  from successor s join users u on u.id = s.user_id`;

/** Marks a token as used by a rotation. */
export async function markRotated(db: Queryable, id: string): Promise<void> {
  await db.query('update refresh_tokens set rotated_at = now() where id = $1', [id]);
}

/** Revokes a whole family (reuse of a rotated token, sign-out of a session). */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [
    familyId,
  ]);
}

/** Revokes every refresh token of a user, optionally sparing one family (the current session). */
export async function revokeUserTokens(
  db: Db | Queryable,
  userId: string,
  exceptFamily?: string,
): Promise<void> {
  await db.query(
    `update refresh_tokens set revoked_at = now()
     where user_id = $1 and revoked_at is null and ($2::uuid is null or family_id <> $2::uuid)`,
    [userId, exceptFamily ?? null],
  );
}

export interface ActiveFamilyRow {
  familyId: string;
  clientId: string;
  created: Date;
  lastUsed: Date;
}

/**
 * The user's live refresh-token families (docs/product.md#security-centre): none of their tokens revoked, not
 * expired; created is the sign-in, lastUsed the newest rotation.
 */
export async function activeFamilies(db: Queryable, userId: string): Promise<ActiveFamilyRow[]> {
  const sql = `select family_id as "familyId", min(client_id) as "clientId",
      min(create_date) as created, max(create_date) as "lastUsed"
    from refresh_tokens where user_id = $1
    group by family_id
    having count(revoked_at) = 0 and min(family_expires_at) > now()
    order by max(create_date) desc`;
  return (await db.query<ActiveFamilyRow>(sql, [userId])).rows;
}

/** Revokes one family of this user; false when the user has no live family of that id. */
export async function revokeUserFamily(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const result = await db.query(
    `update refresh_tokens set revoked_at = now()
     where user_id = $1 and family_id = $2 and revoked_at is null and family_expires_at > now()
     returning id`,
    [userId, familyId],
  );
  return result.rows.length > 0;
}

/**
 * The user's sessions that may still hold unexpired id and access tokens: a family that issued tokens (a
 * sign-in or a rotation stores a refresh token with them) within the last `seconds`, whether revoked or not.
 */
export async function recentFamilies(db: Queryable, userId: string, seconds: number): Promise<string[]> {
  const sql = `select distinct family_id as "familyId" from refresh_tokens
    where user_id = $1 and create_date > now() - make_interval(secs => $2)`;
  return (await db.query<{ familyId: string }>(sql, [userId, seconds])).rows.map((row) => row.familyId);
}

/** Whether a family still signs in: not revoked, not expired. */
export async function familyIsLive(db: Queryable, familyId: string): Promise<boolean> {
  const sql = `select 1 from refresh_tokens
    where family_id = $1 and revoked_at is null and family_expires_at > now() limit 1`;
  return (await db.query(sql, [familyId])).rows.length > 0;
}
