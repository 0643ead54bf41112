import type { PhoneType, ProfileForm, ProfileUpdatePayload, UserResponse } from '@backstage/domain';

/** The form's values for a stored profile (empty strings for what is not set). */
export function toFormValues(profile: UserResponse): ProfileForm {
  const address = profile.address ?? {};
  return {
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    phoneticFirstName: profile.phoneticFirstName ?? '',
    phoneticLastName: profile.phoneticLastName ?? '',
    cultureCode: profile.cultureCode.value,
    gender: (profile.gender?.value as ProfileForm['gender']) ?? '',
    birthday: profile.birthday ?? '',
    country: profile.country ?? '',
    address: {
      postalCode: address.postalCode ?? '',
      stateProvince: address.stateProvince ?? '',
      city: address.city ?? '',
      addressLine1: address.addressLine1 ?? '',
      addressLine2: address.addressLine2 ?? '',
      addressLine3: address.addressLine3 ?? '',
    },
    phones: profile.phones.map((phone) => ({
      id: phone.id,
      number: phone.number,
      type: phone.type.value as PhoneType,
    })),
  };
}

/** The PUT users/{id} payload for the form (phones are saved through their own calls). */
export function toPayload(values: ProfileForm): ProfileUpdatePayload {
  const japanese = values.cultureCode === 'ja-JP';
  return {
    firstName: values.firstName,
    middleName: values.middleName ?? '',
    lastName: values.lastName,
    ...(japanese && {
      phoneticFirstName: values.phoneticFirstName ?? '',
      phoneticLastName: values.phoneticLastName ?? '',
    }),
    gender: values.gender ? { value: values.gender } : undefined,
    birthday: values.birthday ? values.birthday : null,
    country: values.country,
    address: values.address,
  };
}
