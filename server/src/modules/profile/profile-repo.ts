import type { Queryable } from '../../db/db';
import { asJsonRow, USER_COLUMNS, type UserRow, userFromJson } from '../accounts';
import { type MasterValue, type MasterValueCache, PROFILE_LIST_VERSIONS } from '../master-data';

export type MasterRef = MasterValue;
export interface PhoneRow {
  id: number;
  number: string;
  type: MasterRef;
}
export interface InterestRow {
  id: number;
  interest: MasterRef;
}
/** What the profile adds to the account: gender and culture references, phones, interests. */
export interface ProfileExtras {
  gender: MasterRef | null;
  cultureCodeRef: MasterRef | null;
  phones: PhoneRow[];
  interests: InterestRow[];
}
/** The store id (external-ids module) is read beside the profile; null when none is stored. */
export type ProfileRow = UserRow & ProfileExtras & { shopifyId?: string | null };

// The store id of the external-ids module (docs/product.md#external-service-ids), read in the same statement.
const SHOPIFY_ID = `(select e.external_id from external_user_ids e
  where e.user_id = users.id and e.service_id = 'shopify')`;

// Phones and interests by the ids of their types; `findProfileRow` names the values from the cached lists.
const PHONE_IDS = `coalesce((select json_agg(json_build_object('id', p.id, 'number', p.number,
    'typeId', p.phone_type_id) order by p.id) from user_phones p where p.user_id = users.id), '[]')`;
const INTEREST_IDS = `coalesce((select json_agg(json_build_object('id', ui.id, 'interestId', ui.interest_id)
    order by ui.interest_id) from user_interests ui where ui.user_id = users.id), '[]')`;

// Built once, as `findUserById`'s statement is (its name is looked up by its text).
const PROFILE_BY_ID = asJsonRow(`select ${USER_COLUMNS}, ${PHONE_IDS} as phones, ${INTEREST_IDS} as interests,
    ${SHOPIFY_ID} as "shopifyId", ${PROFILE_LIST_VERSIONS} as versions from users where id = $1`);

type ProfileIdsRow = UserRow & {
  phones: { id: number; number: string; typeId: number }[];
  interests: { id: number; interestId: number }[];
  shopifyId: string | null;
  versions: Record<string, string> | null;
};

/**
 * The account and its whole profile in one statement: `GET me` authenticates with it, so the request costs one
 * round trip after the (cached) token check instead of three queries (issue #14, bench/README.md). The values
 * of gender, culture, phone types and interests come from `masterValues` at the lists' versions the statement
 * read, instead of four joined lists.
 */
export async function findProfileRow(
  db: Queryable,
  masterValues: MasterValueCache,
  userId: string,
): Promise<ProfileRow | undefined> {
  // Prepared: planning this statement cost more than running it (docs/decisions/044-*, bench/README.md).
  const row = userFromJson(
    (await db.query<{ json: ProfileIdsRow }>(PROFILE_BY_ID, [userId], { prepare: true })).rows[0],
  );
  if (!row) return undefined;
  const lists = await masterValues.at(row.versions);
  const { phones, interests, versions: _versions, ...user } = row;
  return {
    ...user,
    gender: (user.genderId != null && lists.genders.byId.get(user.genderId)) || null,
    cultureCodeRef: lists.culture_codes.byValue.get(user.cultureCode) ?? null,
    phones: phones.map(({ id, number, typeId }) => ({
      id,
      number,
      type: lists.phone_types.byId.get(typeId)!,
    })),
    interests: interests.map(({ id, interestId }) => ({
      id,
      interest: lists.interests.byId.get(interestId)!,
    })),
  };
}

/** Profile columns a client may change (docs/product.md#profile-update), by their database names. */
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
