import type { Db, Queryable } from '../../db/db';

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
