import { describe, expect, it } from 'vitest';
import { mayOrderParts, partsOrderProduct } from './parts-access';
import type { SupportRequest } from './request-schema';
import type { TicketRequest } from './ticket-request';

const form = (values: Partial<SupportRequest>) =>
  ({ form: 'parts_order_request', brand: 'ROLAND', ...values }) as SupportRequest;
const ticket = (customFields: TicketRequest['customFields']) =>
  ({
    type: 'service_request',
    brand: 'ROLAND',
    subject: 's',
    body: 'b',
    tags: [],
    customFields,
  }) as TicketRequest;

describe('parts needing internal access (docs/product.md#parts-internal-access)', () => {
  it('names the product a parts order is for: chosen, typed for Other, or the whole ticket’s product', () => {
    expect(partsOrderProduct(form({ product: 'LX708' }))).toBe('LX708');
    expect(partsOrderProduct(form({ product: 'Other', otherProductName: ' GP-6 ' }))).toBe('GP-6');
    expect(partsOrderProduct(ticket({ productName: 'HP704', requestType: 'parts_order_request' }))).toBe(
      'HP704',
    );
  });

  it('names none for requests that order no parts', () => {
    expect(partsOrderProduct(form({ form: 'spare_parts_enquiry', product: 'LX708' }))).toBeUndefined();
    expect(
      partsOrderProduct(ticket({ productName: 'HP704', requestType: 'service_request' })),
    ).toBeUndefined();
    expect(partsOrderProduct(ticket({ requestType: 'parts_order_request' }))).toBeUndefined();
  });

  it('lets staff order any parts and consumers only parts without internal access', () => {
    expect(mayOrderParts({ partsNeedInternalAccess: true }, { staff: false })).toBe(false);
    expect(mayOrderParts({ partsNeedInternalAccess: true }, { staff: true })).toBe(true);
    expect(mayOrderParts({ partsNeedInternalAccess: false }, { staff: false })).toBe(true);
  });
});
