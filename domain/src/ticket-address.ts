export interface TicketAddress {
  postalCode?: string | null;
  stateProvince?: string | null;
  city?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
}

/**
 * docs/product.md#address-order: with the flag, postal code, state, city, then address lines; otherwise address lines, city,
 * state, postal code. Empty parts are left out.
 */
export function orderTicketAddress(address: TicketAddress, postalFirst: boolean): string[] {
  const lines = [address.addressLine1, address.addressLine2, address.addressLine3];
  const parts = postalFirst
    ? [address.postalCode, address.stateProvince, address.city, ...lines]
    : [...lines, address.city, address.stateProvince, address.postalCode];
  return parts.map((part) => part?.trim() ?? '').filter((part) => part.length > 0);
}
