import type { Queryable } from '../../db/db';

export interface SigningKeyRow {
  kid: string;
  privateJwk: string;
  publicJwk: Record<string, unknown>;
  signsFrom: Date;
  retiredAt: Date | null;
  expiresAt: Date | null;
}

const COLUMNS = `kid, private_jwk as "privateJwk", public_jwk as "publicJwk", signs_from as "signsFrom",
  retired_at as "retiredAt", expires_at as "expiresAt"`;

/** Every key not yet expired, the one that signs longest first. */
export async function liveSigningKeys(db: Queryable): Promise<SigningKeyRow[]> {
  const sql = `select ${COLUMNS} from signing_keys where expires_at is null or expires_at > now()
    order by signs_from, kid`;
  return (await db.query<SigningKeyRow>(sql)).rows;
}

/** Stores a new key. */
export async function insertSigningKey(
  db: Queryable,
  row: { kid: string; privateJwk: string; publicJwk: object; signsFrom: Date },
): Promise<void> {
  await db.query(
    'insert into signing_keys (kid, private_jwk, public_jwk, signs_from) values ($1, $2, $3::jsonb, $4)',
    [row.kid, row.privateJwk, JSON.stringify(row.publicJwk), row.signsFrom.toISOString()],
  );
}

/** Every key still signing (not retired) stops at `at` and leaves the JWKS at `expiresAt`. */
export async function retireSigningKeys(db: Queryable, at: Date, expiresAt: Date): Promise<void> {
  await db.query('update signing_keys set retired_at = $1, expires_at = $2 where retired_at is null', [
    at.toISOString(),
    expiresAt.toISOString(),
  ]);
}

/** Forgets keys whose last token has expired. */
export async function deleteExpiredSigningKeys(db: Queryable): Promise<number> {
  const sql = 'delete from signing_keys where expires_at <= now() returning kid';
  return (await db.query(sql)).rows.length;
}

/** Serialises key creation across processes (inside a transaction). */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query('select pg_advisory_xact_lock(727275)');
}
