import type { ProfileUpdatePayload } from '@backstage/domain';
import { MESSAGE_CODES } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import { findMasterValue } from '../master-data';
import { profileCache } from './profile-cache';
import { type ProfileChanges, updateProfileColumns } from './profile-repo';
import { profileView } from './profile-view';

/** Empty text clears an optional field; null and absent leave it as it is (docs/product.md#profile-update). */
const clearable = (value: string | null | undefined) => (value === '' ? null : (value ?? undefined));
const kept = <T>(value: T | null | undefined) => value ?? undefined;

/** A user's profile as the API shows it, read as `GET me` reads it: one statement, values from the cached lists. */
export async function getProfile(deps: Deps, userId: string) {
  const row = await profileCache(deps).find(userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return profileView(row, deps.config.STAFF_EMAIL_DOMAIN);
}

/**
 * docs/product.md#profile-calls PUT users/{id} as a profile update: a partial update of the User (docs/product.md#user) fields. Phonetic names
 * belong to ja-JP only (required there when names are saved); master values must exist.
 */
export async function updateProfile(deps: Deps, user: UserRow, payload: ProfileUpdatePayload) {
  const cultureCode = payload.cultureCode
    ? await findMasterValue(deps.db, 'culture_codes', payload.cultureCode)
    : undefined;
  if (payload.cultureCode && !cultureCode)
    throw new AppError('INVALID_INPUT', [
      { field: 'cultureCode', message: MESSAGE_CODES.cultureCodeInvalid },
    ]);
  const gender = payload.gender ? await findMasterValue(deps.db, 'genders', payload.gender) : undefined;
  if (payload.gender && !gender)
    throw new AppError('INVALID_INPUT', [{ field: 'gender', message: MESSAGE_CODES.genderInvalid }]);

  const japanese = (cultureCode?.value ?? user.cultureCode) === 'ja-JP';
  const changes: ProfileChanges = {
    firstName: kept(payload.firstName),
    middleName: clearable(payload.middleName),
    lastName: kept(payload.lastName),
    genderId: gender?.id,
    birthday: payload.birthday === null ? null : payload.birthday,
    country: kept(payload.country),
    cultureCode: cultureCode?.value,
    allowEmail: kept(payload.allowEmail),
    mailFormatType: kept(payload.mailFormatType),
    postalCode: clearable(payload.address?.postalCode),
    stateProvince: clearable(payload.address?.stateProvince),
    city: clearable(payload.address?.city),
    addressLine1: clearable(payload.address?.addressLine1),
    addressLine2: clearable(payload.address?.addressLine2),
    addressLine3: clearable(payload.address?.addressLine3),
  };
  if (japanese) {
    changes.phoneticFirstName = clearable(payload.phoneticFirstName);
    changes.phoneticLastName = clearable(payload.phoneticLastName);
    if (payload.firstName || payload.lastName) requirePhoneticNames(user, changes);
  }
  await updateProfileColumns(deps.db, user.id, changes);
  return getProfile(deps, user.id);
}

/** docs/product.md#profile-rules: ja-JP profiles need both phonetic names (sent now or already stored). */
function requirePhoneticNames(user: UserRow, changes: ProfileChanges) {
  const fields = [];
  const first = changes.phoneticFirstName === undefined ? user.phoneticFirstName : changes.phoneticFirstName;
  const last = changes.phoneticLastName === undefined ? user.phoneticLastName : changes.phoneticLastName;
  if (!first) fields.push({ field: 'phoneticFirstName', message: MESSAGE_CODES.phoneticFirstNameRequired });
  if (!last) fields.push({ field: 'phoneticLastName', message: MESSAGE_CODES.phoneticLastNameRequired });
  if (fields.length > 0) throw new AppError('INVALID_INPUT', fields);
}
