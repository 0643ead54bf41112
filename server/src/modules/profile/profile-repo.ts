import { setList } from '../../db/columns';
import type { Queryable } from '../../db/db';
import type { UserRow } from '../accounts';
import type { MasterLists, MasterValue } from '../master-data';

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
/**
 * What the profile adds to the account: its gender, the id of its culture code in the list (the account holds the
 * code itself; null when the list does not hold it), phones, interests.
 */
export interface ProfileExtras {
  gender: MasterRef | null;
  cultureCodeId: number | null;
  phones: PhoneRow[];
  interests: InterestRow[];
}
/** The store id (external-ids module) is read beside the profile; null when none is stored. */
export type ProfileRow = UserRow & ProfileExtras & { shopifyId?: string | null };

// Phones and interests by the ids of their types; `nameProfileValues` names the values from the cached lists.
const PHONE_IDS = `coalesce((select json_agg(json_build_object('id', p.id, 'number', p.number,
    'typeId', p.phone_type_id) order by p.id) from user_phones p where p.user_id = users.id), '[]')`;
const INTEREST_IDS = `coalesce((select json_agg(json_build_object('id', ui.id, 'interestId', ui.interest_id)
    order by ui.interest_id) from user_interests ui where ui.user_id = users.id), '[]')`;

/** The account and its profile by the ids of their master values (`nameProfileValues` names them). */
export type ProfileIdsRow = UserRow & {
  profileVersion: string;
  phones: { id: number; number: string; typeId: number }[];
  interests: { id: number; interestId: number }[];
  shopifyId: string | null;
};

/** What the profile adds to the account's row, read with the version it was read at. */
export interface ProfileParts {
  profileVersion: string;
  phones: ProfileIdsRow['phones'];
  interests: ProfileIdsRow['interests'];
}

// The version first and with the parts: the account and the store id read after it are as new or newer, so a
// profile kept under this version is never older than the version says (docs/decisions/056-*).
const PROFILE_PARTS = `select profile_version::text as "profileVersion", ${PHONE_IDS} as phones,
    ${INTEREST_IDS} as interests from users where id = $1`;
const PROFILE_VERSION = 'select profile_version::text as version from users where id = $1';

/** The profile's version, phones and interests in one statement; undefined when there is no such account. */
export async function findProfileParts(db: Queryable, userId: string): Promise<ProfileParts | undefined> {
  // Prepared: planning this statement cost more than running it (docs/decisions/044-*, bench/README.md).
  return (await db.query<ProfileParts>(PROFILE_PARTS, [userId], { prepare: true })).rows[0];
}

/**
 * The version of the account's profile (migration 045), read alone: the account's row and nothing else, so
 * PostgreSQL opens one table for an authenticated `GET me` whose profile this process holds. Undefined when
 * there is no such account.
 */
export async function findProfileVersion(db: Queryable, userId: string): Promise<string | undefined> {
  return (await db.query<{ version: string }>(PROFILE_VERSION, [userId], { prepare: true })).rows[0]?.version;
}

/**
 * The profile with gender, culture, phone types and interests named from the master lists; undefined when it
 * refers to a value the lists do not hold yet (one added since they were read).
 */
export function nameProfileValues(row: ProfileIdsRow, lists: MasterLists): ProfileRow | undefined {
  const { phones, interests, profileVersion: _version, ...user } = row;
  const gender = user.genderId == null ? null : lists.genders.byId.get(user.genderId);
  const phoneTypes = phones.map(({ typeId }) => lists.phone_types.byId.get(typeId));
  const interestValues = interests.map(({ interestId }) => lists.interests.byId.get(interestId));
  if (gender === undefined || phoneTypes.includes(undefined) || interestValues.includes(undefined))
    return undefined;
  return {
    ...user,
    gender,
    cultureCodeId: lists.culture_codes.byValue.get(user.cultureCode)?.id ?? null,
    phones: phones.map(({ id, number }, i) => ({ id, number, type: phoneTypes[i]! })),
    interests: interests.map(({ id }, i) => ({ id, interest: interestValues[i]! })),
  };
}

// The profile fields a client may change (docs/product.md#profile-update), the account's own columns.
const CHANGEABLE = [
  'firstName',
  'middleName',
  'lastName',
  'phoneticFirstName',
  'phoneticLastName',
  'genderId',
  'birthday',
  'country',
  'cultureCode',
  'allowEmail',
  'mailFormatType',
  'postalCode',
  'stateProvince',
  'city',
  'addressLine1',
  'addressLine2',
  'addressLine3',
] as const satisfies readonly (keyof UserRow)[];

/** A profile update: undefined leaves a field as it is, null clears it. */
export type ProfileChanges = Partial<Pick<UserRow, (typeof CHANGEABLE)[number]>>;

/** Writes the fields given; nothing when none is. */
export async function updateProfileColumns(db: Queryable, userId: string, changes: ProfileChanges) {
  const { sets, values } = setList(changes, CHANGEABLE, 2);
  if (sets.length === 0) return;
  await db.query(`update users set ${sets.join(', ')}, update_date = now() where id = $1`, [
    userId,
    ...values,
  ]);
}
