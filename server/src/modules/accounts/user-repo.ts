import { normalizeEmail } from '@backstage/domain';
import type { Db, Queryable } from '../../db/db';

export interface UserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  status: 'pending' | 'active';
  firstName: string;
  middleName: string | null;
  lastName: string;
  phoneticFirstName: string | null;
  phoneticLastName: string | null;
  cultureCode: string;
  country: string | null;
  allowEmail: boolean;
  mailFormatType: string;
  signupSource: string;
  brand: string;
  pendingEmail: string | null;
  createDate: Date;
  genderId: number | null;
  /** YYYY-MM-DD or null (docs/product.md#user: the first 10 characters are kept). */
  birthday: string | null;
  postalCode: string | null;
  stateProvince: string | null;
  city: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  managingCultureCodes: string[];
  /** Id and access tokens issued before this (ms since the epoch) are refused; null: none (migration 048). */
  tokensValidAfter: number | null;
  /** Sessions ended one at a time whose tokens are refused: session id → epoch second of the entry's end. */
  endedSessions: Record<string, number>;
}

/** The account's columns as a `UserRow`, for a query of `users`. */
export const USER_COLUMNS = `id, email, email_verified as "emailVerified", password_hash as "passwordHash", status,
  first_name as "firstName", middle_name as "middleName", last_name as "lastName",
  phonetic_first_name as "phoneticFirstName", phonetic_last_name as "phoneticLastName",
  culture_code as "cultureCode", country, allow_email as "allowEmail", mail_format_type as "mailFormatType",
  signup_source as "signupSource", brand, pending_email as "pendingEmail", create_date as "createDate",
  gender_id as "genderId", to_char(birthday, 'YYYY-MM-DD') as birthday, postal_code as "postalCode",
  state_province as "stateProvince", city, address_line1 as "addressLine1", address_line2 as "addressLine2",
  address_line3 as "addressLine3", managing_culture_codes as "managingCultureCodes",
  (extract(epoch from tokens_valid_after) * 1000)::float8 as "tokensValidAfter", ended_sessions as "endedSessions"`;

/** The account with this e-mail (compared lower-cased). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [normalizeEmail(email)])
  ).rows[0];
}

/**
 * `select` as one JSON column, for the hot reads of an account: the embedded database's driver converts a
 * result column by column in JavaScript, which for the account's 28 columns cost as much as running the
 * statement; one `json` column is one `JSON.parse` (docs/decisions/045-json-rows-refresh-and-later-start.md).
 */
export const asJsonRow = (select: string) => `select row_to_json(r) as json from (${select}) r`;

/** The row of an `asJsonRow` statement: JSON carries `create_date` as text, so it is made a Date again. */
export function userFromJson<T extends UserRow>(row: { json: T } | undefined): T | undefined {
  if (!row) return undefined;
  row.json.createDate = new Date(row.json.createDate);
  return row.json;
}

// Built once: the statement's name is looked up by its text on every call (db/statement-name.ts), and a text
// made again per call is hashed again.
const USER_BY_ID = asJsonRow(`select ${USER_COLUMNS} from users where id = $1`);

/** The account with this id. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  // Every authenticated request reads the account: prepared once, planned once (docs/decisions/044-*).
  return userFromJson((await db.query<{ json: UserRow }>(USER_BY_ID, [id], { prepare: true })).rows[0]);
}

export type NewUser = Pick<
  UserRow,
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'cultureCode'
  | 'allowEmail'
  | 'mailFormatType'
  | 'signupSource'
  | 'brand'
> &
  Partial<Pick<UserRow, 'middleName' | 'phoneticFirstName' | 'phoneticLastName' | 'country'>>;

/** Creates a not-yet-activated account. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const sql = `insert into users (email, password_hash, first_name, middle_name, last_name, phonetic_first_name,
      phonetic_last_name, culture_code, country, allow_email, mail_format_type, signup_source, brand)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning ${USER_COLUMNS}`;
  const params = [
    normalizeEmail(user.email),
    user.passwordHash,
    user.firstName,
    user.middleName ?? null,
    user.lastName,
    user.phoneticFirstName ?? null,
    user.phoneticLastName ?? null,
    user.cultureCode,
    user.country ?? null,
    user.allowEmail,
    user.mailFormatType,
    user.signupSource,
    user.brand,
  ];
  return (await db.query<UserRow>(sql, params)).rows[0]!;
}

/** Marks the account activated and its e-mail verified. */
export async function activateUser(db: Queryable, id: string): Promise<void> {
  await db.query(
    "update users set status = 'active', email_verified = true, update_date = now() where id = $1",
    [id],
  );
}

/** Replaces the password hash. */
export async function updatePasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, update_date = now() where id = $1', [
    id,
    passwordHash,
  ]);
}

/** Remembers the address an e-mail change waits to verify. */
export async function setPendingEmail(db: Queryable, id: string, email: string | null): Promise<void> {
  await db.query('update users set pending_email = $2, update_date = now() where id = $1', [id, email]);
}

/** Makes the verified new address the sign-in address. */
export async function applyEmailChange(db: Queryable, id: string, email: string): Promise<void> {
  await db.query(
    'update users set email = $2, pending_email = null, email_verified = true, update_date = now() where id = $1',
    [id, normalizeEmail(email)],
  );
}

/** Deletes the account; codes, tokens and subscriptions go with it (on delete cascade). */
export async function deleteUser(db: Db | Queryable, id: string): Promise<void> {
  await db.query('delete from users where id = $1', [id]);
}

/**
 * Locks the account's row until the transaction ends: the one way a module serialises its writes for one
 * user (a cap on phones or devices, a member's billing changes) across requests and processes.
 */
export async function lockUser(db: Queryable, id: string): Promise<void> {
  await db.query('select id from users where id = $1 for update', [id]);
}
