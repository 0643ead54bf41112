import type { Db, Queryable } from '../../db/db';
import type { TokenUser } from './jwt';

// A sign-in's refresh tokens are one row of `refresh_families` (docs/decisions/095-one-row-per-refresh-family.md):
// the unspent token's digest and the one the last rotation spent.

export interface FamilyRow {
  familyId: string;
  userId: string;
  clientId: string;
  tokenHash: string;
  spentHash: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

const COLUMNS = `id as "familyId", user_id as "userId", client_id as "clientId", token_hash as "tokenHash",
  spent_hash as "spentHash", expires_at as "expiresAt", revoked_at as "revokedAt"`;

/** Starts a family with its first token's digest. */
export async function insertFamily(
  db: Queryable,
  row: { familyId: string; userId: string; clientId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into refresh_families (id, user_id, client_id, token_hash, expires_at) values ($1, $2, $3, $4, $5)`,
    [row.familyId, row.userId, row.clientId, row.tokenHash, row.expiresAt.toISOString()],
  );
}

/** The family, locked for the rotation or revocation that follows. */
export async function findFamilyForUpdate(db: Queryable, familyId: string): Promise<FamilyRow | undefined> {
  const sql = `select ${COLUMNS} from refresh_families where id = $1 for update`;
  return (await db.query<FamilyRow>(sql, [familyId])).rows[0];
}

/**
 * The family (a look, not a rotation), and how long ago its last rotation spent a token in milliseconds by the
 * database's clock (null before its first): a repeat waits for the answer of a refresh that spent it a moment ago
 * (ADR 094).
 */
export async function findFamily(
  db: Queryable,
  familyId: string,
): Promise<(FamilyRow & { spentMsAgo: number | null }) | undefined> {
  const sql = `select ${COLUMNS}, (extract(epoch from now() - spent_at) * 1000)::float8 as "spentMsAgo"
    from refresh_families where id = $1`;
  return (await db.query<FamilyRow & { spentMsAgo: number | null }>(sql, [familyId])).rows[0];
}

/** The family of a token issued before families were rows (`legacy_refresh_tokens`, ADR 095). */
export async function findLegacyFamily(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const sql = `select family_id as "familyId" from legacy_refresh_tokens where token_hash = $1`;
  return (await db.query<{ familyId: string }>(sql, [tokenHash])).rows[0]?.familyId;
}

/** Spends the family's unspent token for its successor (under the family's lock: the checks are the caller's). */
export async function replaceToken(
  db: Queryable,
  input: { familyId: string; tokenHash: string; nextHash: string },
): Promise<void> {
  await db.query(
    `update refresh_families set spent_hash = token_hash, spent_at = now(), token_hash = $3, issued_at = now()
     where id = $1 and token_hash = $2`,
    [input.familyId, input.tokenHash, input.nextHash],
  );
}

/**
 * Undoes a usual rotation whose answer could not be kept (the key-value store failed after the statement): the
 * presented token is the family's unspent one again and its successor, which nobody was given, is forgotten, so
 * the client's retry rotates it rather than counting as a reuse (ADR 094). Nothing changes once the successor is
 * spent or the family revoked (a sign-out meanwhile).
 */
export async function unrotate(
  db: Queryable,
  input: { familyId: string; tokenHash: string; nextHash: string },
): Promise<void> {
  await db.query(
    `update refresh_families set token_hash = spent_hash, spent_hash = null, spent_at = null
     where id = $1 and token_hash = $3 and spent_hash = $2 and revoked_at is null`,
    [input.familyId, input.tokenHash, input.nextHash],
  );
}

type Rotated = { familyId: string; userId: string; clientId: string; user: TokenUser };

/**
 * The common rotation in one statement: spends the token if it is the family's unspent one, the family
 * unrevoked, unexpired (at `now`, the caller's clock) and of one of the clients, keeps its successor's digest,
 * and reads the three fields of the account the new id token names, so a refresh is one round trip
 * (docs/decisions/078-one-statement-refresh.md; `users` is shared with tokens for this read only). One row found
 * by its primary key, no indexed column changed (ADR 095). Undefined when it was not such a token; the caller
 * then finds out why under a lock.
 */
export async function rotateUnspent(
  db: Queryable,
  input: { familyId: string; tokenHash: string; nextHash: string; clients: readonly string[]; now: Date },
): Promise<Rotated | undefined> {
  // Prepared: every refresh runs it.
  const params = [input.familyId, input.tokenHash, input.nextHash, input.now.toISOString(), input.clients];
  return (await db.query<Rotated>(ROTATE_UNSPENT, params, { prepare: true })).rows[0];
}

// Built once: a prepared statement is looked up by its text (db/statement-name.ts).
const ROTATE_UNSPENT = `with spent as (
    update refresh_families set spent_hash = token_hash, spent_at = now(), token_hash = $3, issued_at = now()
    where id = $1 and token_hash = $2 and revoked_at is null and expires_at > $4
      and client_id = any($5::text[])
    returning id, user_id, client_id)
  select s.id as "familyId", s.user_id as "userId", s.client_id as "clientId",
    json_build_object('id', u.id, 'email', u.email, 'emailVerified', u.email_verified) as user
  from spent s join users u on u.id = s.user_id`;

/** Revokes a whole family (reuse of a spent token, sign-out of a session). */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('update refresh_families set revoked_at = now() where id = $1 and revoked_at is null', [
    familyId,
  ]);
}

/** Revokes every family of a user, optionally sparing one (the current session). */
export async function revokeUserTokens(
  db: Db | Queryable,
  userId: string,
  exceptFamily?: string,
): Promise<void> {
  await db.query(
    `update refresh_families set revoked_at = now()
     where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)`,
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
 * The user's live families (docs/product.md#security-centre): not revoked, not expired; created is the sign-in,
 * lastUsed the newest rotation.
 */
export async function activeFamilies(db: Queryable, userId: string): Promise<ActiveFamilyRow[]> {
  const sql = `select id as "familyId", client_id as "clientId", create_date as created, issued_at as "lastUsed"
    from refresh_families where user_id = $1 and revoked_at is null and expires_at > now()
    order by issued_at desc`;
  return (await db.query<ActiveFamilyRow>(sql, [userId])).rows;
}

/** Revokes one family of this user; false when the user has no live family of that id. */
export async function revokeUserFamily(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const result = await db.query(
    `update refresh_families set revoked_at = now()
     where user_id = $1 and id = $2 and revoked_at is null and expires_at > now()
     returning id`,
    [userId, familyId],
  );
  return result.rows.length > 0;
}

/**
 * The user's sessions that may still hold unexpired id and access tokens: a family that issued tokens (a
 * sign-in or a rotation) within the last `seconds`, whether revoked or not.
 */
export async function recentFamilies(db: Queryable, userId: string, seconds: number): Promise<string[]> {
  const sql = `select id as "familyId" from refresh_families
    where user_id = $1 and issued_at > now() - make_interval(secs => $2)`;
  return (await db.query<{ familyId: string }>(sql, [userId, seconds])).rows.map((row) => row.familyId);
}

/** Whether a family still signs in: not revoked, not expired. */
export async function familyIsLive(db: Queryable, familyId: string): Promise<boolean> {
  const sql = 'select 1 from refresh_families where id = $1 and revoked_at is null and expires_at > now()';
  return (await db.query(sql, [familyId])).rows.length > 0;
}
