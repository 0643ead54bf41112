import { normalizeMailFormatType, type UserResponse } from '@backstage/domain';
import type { ProfileRow } from './profile-repo';

/** Drops null and undefined values (docs/product.md#user: nulls are dropped except birthday). */
function withoutNulls<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/** Staff of the maker's own mail domain (docs/product.md#staff-access). */
export function isStaffEmail(email: string, staffDomain: string): boolean {
  return email.toLowerCase().endsWith(`@${staffDomain.toLowerCase()}`);
}

/**
 * The User of docs/product.md#user as the API returns it: server-managed fields stripped (managingCultureCodes only
 * for maker-domain staff), nulls dropped except birthday.
 */
export function profileView(profile: ProfileRow, staffDomain: string): UserResponse {
  const address = withoutNulls({
    postalCode: profile.postalCode,
    stateProvince: profile.stateProvince,
    city: profile.city,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    addressLine3: profile.addressLine3,
  });
  return {
    id: profile.id,
    email: profile.email,
    email_verified: profile.emailVerified,
    firstName: profile.firstName,
    lastName: profile.lastName,
    cultureCode:
      profile.cultureCodeId === null
        ? { value: profile.cultureCode }
        : { id: profile.cultureCodeId, value: profile.cultureCode },
    allowEmail: profile.allowEmail,
    mailFormatType: normalizeMailFormatType(profile.mailFormatType),
    signupSource: profile.signupSource,
    ...withoutNulls({
      middleName: profile.middleName,
      phoneticFirstName: profile.phoneticFirstName,
      phoneticLastName: profile.phoneticLastName,
      gender: profile.gender,
      country: profile.country,
      pendingEmail: profile.pendingEmail,
      shopifyId: profile.shopifyId,
      address: Object.keys(address).length > 0 ? address : undefined,
      managingCultureCodes: isStaffEmail(profile.email, staffDomain)
        ? profile.managingCultureCodes
        : undefined,
    }),
    birthday: profile.birthday,
    phones: profile.phones,
    interests: profile.interests,
  };
}
