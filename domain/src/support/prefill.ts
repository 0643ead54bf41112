import { fullName } from '../person-name';
import type { RegisteredProductResponse } from '../responses/my-gear';
import type { UserResponse } from '../responses/user';
import type { SupportField } from './fields';

type Values = Partial<Record<SupportField, string>>;

/**
 * docs/product.md#support-forms: "Fields naming a product can be filled from a registered product": the
 * product, its model code as product ID, serial, purchase date, method and dealer.
 */
export function productFieldsFrom(registration: RegisteredProductResponse): Values {
  return {
    product: registration.product.name,
    productId: registration.product.modelCode,
    serialCode: registration.serialCode ?? '',
    purchaseDate: registration.purchaseDate ?? '',
    purchasingMethod: registration.purchaseMethod?.value ?? '',
    purchasedDealer: registration.purchaseDealer?.name ?? '',
  };
}

/**
 * The requester's fields from the profile: name (in the order of the culture the form is written in,
 * docs/product.md#name-order), e-mail, the first phone and the address.
 */
export function requesterFieldsFrom(profile: UserResponse, cultureCode: string): Values {
  const address = profile.address ?? {};
  const name = fullName(cultureCode, { firstName: profile.firstName, lastName: profile.lastName });
  return {
    name,
    contactName: name,
    email: profile.email,
    phone: profile.phones[0]?.number ?? '',
    addressLine1: address.addressLine1 ?? '',
    addressLine2: address.addressLine2 ?? '',
    addressLine3: address.addressLine3 ?? '',
    city: address.city ?? '',
    stateProvince: address.stateProvince ?? '',
    postalCode: address.postalCode ?? '',
    zipCode: address.postalCode ?? '',
  };
}
