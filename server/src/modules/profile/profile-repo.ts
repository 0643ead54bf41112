import type { Queryable } from '../../db/db';
import { USER_COLUMNS, type UserRow } from '../accounts/user-repo';

export interface MasterRef {
  id: number;
  value: string;
}
export interface PhoneRow {
  id: number;
  number: string;
  type: MasterRef;
}
export interface InterestRow {
  id: number;
  interest: MasterRef;
}
export interface ProfileRow extends UserRow {
  gender: MasterRef | null;
  cultureCodeRef: MasterRef | null;
  phones: PhoneRow[];
  interests: InterestRow[];
}

const PHONES = `coalesce((select json_agg(json_build_object('id', p.id, 'number', p.number,
    'type', json_build_object('id', t.id, 'value', t.value)) order by p.id)
  from user_phones p join phone_types t on t.id = p.phone_type_id where p.user_id = users.id), '[]')`;
const INTERESTS = `coalesce((select json_agg(json_build_object('id', ui.id,
    'interest', json_build_object('id', i.id, 'value', i.value)) order by i.id)
  from user_interests ui join interests i on i.id = ui.interest_id where ui.user_id = users.id), '[]')`;
const GENDER = `(select json_build_object('id', g.id, 'value', g.value) from genders g where g.id = users.gender_id)`;
const CULTURE = `(select json_build_object('id', c.id, 'value', c.value) from culture_codes c
  where c.value = users.culture_code)`;

/** The whole profile (user, gender, culture, phones, interests) in one round trip. */
export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  const sql = `select ${USER_COLUMNS}, ${GENDER} as gender, ${CULTURE} as "cultureCodeRef",
    ${PHONES} as phones, ${INTERESTS} as interests from users where id = $1`;
  return (await db.query<ProfileRow>(sql, [userId])).rows[0];
}

/** Profile columns a client may change (spec §3), by their database names. */
export type ProfileColumns = Partial<{
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phonetic_first_name: string | null;
  phonetic_last_name: string | null;
  gender_id: number;
  birthday: string | null;
  country: string;
  culture_code: string;
  allow_email: boolean;
  mail_format_type: string;
  postal_code: string | null;
  state_province: string | null;
  city: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
}>;

/** Writes the given columns (names come from the fixed type above, never from a client). */
export async function updateProfileColumns(db: Queryable, userId: string, columns: ProfileColumns) {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`update users set ${sets}, update_date = now() where id = $1`, [
    userId,
    ...entries.map(([, value]) => value),
  ]);
}

/** The id of a master-list value, by id or value (genders, phone_types, interests, culture_codes). */
export async function masterId(
  db: Queryable,
  table: 'genders' | 'phone_types' | 'interests' | 'culture_codes',
  ref: { id?: number; value?: string },
): Promise<MasterRef | undefined> {
  const sql = `select id, value from ${table} where not is_deleted and (id = $1 or value = $2) limit 1`;
  return (await db.query<MasterRef>(sql, [ref.id ?? null, ref.value ?? null])).rows[0];
}
