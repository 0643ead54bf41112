import { describe, expect, it } from 'vitest';
import { orderTicketAddress } from './ticket-address';

describe('ticket address (docs/product.md#address-order)', () => {
  it('orders address parts by the flag', () => {
    const address = {
      postalCode: '90210',
      stateProvince: 'CA',
      city: 'LA',
      addressLine1: '1 Main St',
      addressLine2: '',
    };
    expect(orderTicketAddress(address, true)).toEqual(['90210', 'CA', 'LA', '1 Main St']);
    expect(orderTicketAddress(address, false)).toEqual(['1 Main St', 'LA', 'CA', '90210']);
  });
});
