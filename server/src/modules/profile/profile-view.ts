import type { ProfileRow } from './profile-repo';

/** Drops null and undefined values (spec §3: nulls are dropped except birthday). */
function withoutNulls<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/** Staff of the maker's own mail domain (spec §6). */
export function isStaffEmail(email: string, staffDomain: string): boolean {
  return email.toLowerCase().endsWith(`@${staffDomain.toLowerCase()}`);
}

/**
 * The User of spec §3 as the API returns it: server-managed fields stripped (managingCultureCodes only
 * for maker-domain staff), nulls dropped except birthday.
 */
export function profileView(profile: ProfileRow, staffDomain: string) {
  const address = withoutNulls({
    postalCode: profile.postalCode,
    stateProvince: profile.stateProvince,
    city: profile.city,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    addressLine3: profile.addressLine3,
  });
  return {
    ...withoutNulls({
      id: profile.id,
      email: profile.email,
      email_verified: profile.emailVerified,
      firstName: profile.firstName,
      middleName: profile.middleName,
      lastName: profile.lastName,
      phoneticFirstName: profile.phoneticFirstName,
      phoneticLastName: profile.phoneticLastName,
      cultureCode: profile.cultureCodeRef ?? { value: profile.cultureCode },
      gender: profile.gender,
      country: profile.country,
      allowEmail: profile.allowEmail,
      mailFormatType: profile.mailFormatType,
      signupSource: profile.signupSource,
      pendingEmail: profile.pendingEmail,
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
