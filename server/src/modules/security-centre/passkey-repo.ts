import type { Queryable } from '../../db/db';

/** A passkey as its owner sees it. */
export interface PasskeyRow {
  id: string;
  name: string;
  created: Date;
  lastUsed: Date | null;
}

/** What a sign-in checks an assertion with. */
export interface PasskeyCredentialRow {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

const SHOWN = 'id, name, create_date as created, last_used as "lastUsed"';
const CREDENTIAL = `id, user_id as "userId", credential_id as "credentialId", public_key as "publicKey",
  counter::float8 as counter, transports`;

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const sql = `select ${SHOWN} from passkeys where user_id = $1 order by create_date, id`;
  return (await db.query<PasskeyRow>(sql, [userId])).rows;
}

/** The account's credential ids and transports (to exclude at registration, to offer at sign-in). */
export async function passkeyDescriptors(
  db: Queryable,
  userId: string,
): Promise<{ credentialId: string; transports: string[] }[]> {
  const sql = `select credential_id as "credentialId", transports from passkeys where user_id = $1
    order by create_date, id`;
  return (await db.query<{ credentialId: string; transports: string[] }>(sql, [userId])).rows;
}

/**
 * Adds a passkey unless the account already holds `max`, in one statement so two additions at once cannot
 * pass the limit together. Undefined when the limit is reached; a credential already stored (for any
 * account) fails on the unique index (23505).
 */
export async function insertPasskey(
  db: Queryable,
  row: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
  max: number,
): Promise<PasskeyRow | undefined> {
  const sql = `insert into passkeys (user_id, credential_id, public_key, counter, transports, name)
    select $1, $2, $3, $4, $5, $6
    where (select count(*) from passkeys where user_id = $1) < $7
    returning ${SHOWN}`;
  const params = [
    row.userId,
    row.credentialId,
    Buffer.from(row.publicKey),
    row.counter,
    row.transports,
    row.name,
    max,
  ];
  return (await db.query<PasskeyRow>(sql, params)).rows[0];
}

/** How many passkeys the account holds. */
export async function countPasskeys(db: Queryable, userId: string): Promise<number> {
  const sql = 'select count(*)::int as count from passkeys where user_id = $1';
  return (await db.query<{ count: number }>(sql, [userId])).rows[0]?.count ?? 0;
}

/** Renames one of the account's passkeys; undefined when it has none of that id. */
export async function renamePasskey(
  db: Queryable,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  const sql = `update passkeys set name = $3 where id = $2 and user_id = $1 returning ${SHOWN}`;
  return (await db.query<PasskeyRow>(sql, [userId, passkeyId, name])).rows[0];
}

/** Removes one of the account's passkeys; false when it has none of that id. */
export async function deletePasskey(
  db: Queryable,
  userId: string,
  passkeyId: string,
): Promise<string | undefined> {
  const sql = 'delete from passkeys where id = $2 and user_id = $1 returning name';
  return (await db.query<{ name: string }>(sql, [userId, passkeyId])).rows[0]?.name;
}

/** The passkey of a credential id, whichever account holds it. */
export async function findCredential(
  db: Queryable,
  credentialId: string,
): Promise<PasskeyCredentialRow | undefined> {
  const sql = `select ${CREDENTIAL} from passkeys where credential_id = $1`;
  const row = (await db.query<PasskeyCredentialRow>(sql, [credentialId])).rows[0];
  return row && { ...row, publicKey: new Uint8Array(row.publicKey) as Uint8Array<ArrayBuffer> };
}

/**
 * Records a sign-in with the passkey: its new counter and the time. The counter it was checked against must
 * still be the stored one, so two sign-ins with one assertion (or a clone's) cannot both pass.
 */
export async function spendPasskeyUse(
  db: Queryable,
  passkeyId: string,
  checkedCounter: number,
  newCounter: number,
): Promise<boolean> {
  const sql = `update passkeys set counter = $3, last_used = now() where id = $1 and counter = $2
    returning id`;
  return (await db.query(sql, [passkeyId, checkedCounter, newCounter])).rows.length > 0;
}
