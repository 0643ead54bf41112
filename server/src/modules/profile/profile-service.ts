import type { ProfileUpdatePayload } from '@backstage/domain';
import { MESSAGES, mustBeValid } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import type { UserRow } from '../accounts/user-repo';
import { findProfile, masterId, type ProfileColumns, updateProfileColumns } from './profile-repo';
import { profileView } from './profile-view';

/** Empty text clears an optional field; null and absent leave it as it is (spec §3). */
const clearable = (value: string | null | undefined) => (value === '' ? null : (value ?? undefined));
const kept = <T>(value: T | null | undefined) => value ?? undefined;

/** The caller's profile as the API shows it. */
export async function getProfile(ctx: AccountContext, userId: string) {
  const profile = await findProfile(ctx.db, userId);
  if (!profile) throw new AppError('USER_NOT_FOUND');
  return profileView(profile, ctx.config.STAFF_EMAIL_DOMAIN);
}

/**
 * Spec §7 PUT users/{id} as a profile update: a partial update of the spec §3 User fields. Phonetic names
 * belong to ja-JP only (required there when names are saved); master values must exist.
 */
export async function updateProfile(ctx: AccountContext, user: UserRow, payload: ProfileUpdatePayload) {
  const culture = payload.cultureCode
    ? await masterId(ctx.db, 'culture_codes', payload.cultureCode)
    : undefined;
  if (payload.cultureCode && !culture)
    throw new AppError('INVALID_INPUT', [{ field: 'cultureCode', message: mustBeValid('Culture code') }]);
  const gender = payload.gender ? await masterId(ctx.db, 'genders', payload.gender) : undefined;
  if (payload.gender && !gender)
    throw new AppError('INVALID_INPUT', [{ field: 'gender', message: mustBeValid('Gender') }]);

  const japanese = (culture?.value ?? user.cultureCode) === 'ja-JP';
  const columns: ProfileColumns = {
    first_name: kept(payload.firstName),
    middle_name: clearable(payload.middleName),
    last_name: kept(payload.lastName),
    gender_id: gender?.id,
    birthday: payload.birthday === null ? null : payload.birthday,
    country: kept(payload.country),
    culture_code: culture?.value,
    allow_email: kept(payload.allowEmail),
    mail_format_type: kept(payload.mailFormatType),
    postal_code: clearable(payload.address?.postalCode),
    state_province: clearable(payload.address?.stateProvince),
    city: clearable(payload.address?.city),
    address_line1: clearable(payload.address?.addressLine1),
    address_line2: clearable(payload.address?.addressLine2),
    address_line3: clearable(payload.address?.addressLine3),
  };
  if (japanese) {
    columns.phonetic_first_name = clearable(payload.phoneticFirstName);
    columns.phonetic_last_name = clearable(payload.phoneticLastName);
    if (payload.firstName || payload.lastName) requirePhoneticNames(user, columns);
  }
  await updateProfileColumns(ctx.db, user.id, columns);
  return getProfile(ctx, user.id);
}

/** Spec §5: ja-JP profiles need both phonetic names (sent now or already stored). */
function requirePhoneticNames(user: UserRow, columns: ProfileColumns) {
  const fields = [];
  const first =
    columns.phonetic_first_name === undefined ? user.phoneticFirstName : columns.phonetic_first_name;
  const last = columns.phonetic_last_name === undefined ? user.phoneticLastName : columns.phonetic_last_name;
  if (!first) fields.push({ field: 'phoneticFirstName', message: MESSAGES.phoneticFirstNameRequired });
  if (!last) fields.push({ field: 'phoneticLastName', message: MESSAGES.phoneticLastNameRequired });
  if (fields.length > 0) throw new AppError('INVALID_INPUT', fields);
}
