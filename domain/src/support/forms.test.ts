import { describe, expect, it } from 'vitest';
import { DW_SUPPORT_TABS, SUPPORT_TABS } from '../routes';
import { formFields, replyPromise, supportTabsFor } from './forms';
import { buildSupportTicket } from './ticket';

describe('support tabs per brand (docs/product.md#support-tabs)', () => {
  it('gives the US forms to Roland, BOSS, PROAV and RVS and the drum forms to the drum brands', () => {
    for (const brand of ['ROLAND', 'BOSS', 'PROAV', 'RVS'] as const)
      expect(supportTabsFor(brand)).toEqual(SUPPORT_TABS);
    expect(supportTabsFor('DW')).toEqual(DW_SUPPORT_TABS);
    expect(supportTabsFor('PDP')).not.toContain('dw_product_support');
    expect(supportTabsFor('PDP')).not.toContain('dwe_product_support');
    expect(supportTabsFor('SLINGERLAND')).toContain('dw_brands_product_support');
  });

  it('requires the terms agreement on service request and parts order', () => {
    for (const form of ['service_request', 'parts_order_request'] as const)
      expect(formFields(form)).toContainEqual({ field: 'agreeTerms', required: true });
  });

  it('promises 72 hours for parts orders and 48 working hours otherwise (docs/product.md#support-times)', () => {
    expect(replyPromise('parts_order_request')).toEqual({ hours: 72, kind: 'acknowledge' });
    expect(replyPromise('order_status')).toEqual({ hours: 48, kind: 'working' });
  });
});

describe('ticket text (docs/product.md#tickets)', () => {
  const request = {
    form: 'dw_service_request',
    brand: 'DW',
    productBrand: 'DWe',
    productId: 'DWE-KIT-5',
    purchaseDate: '2025-01-02',
    description: 'Snare pad no longer triggers.',
    name: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '555 0100',
    addressLine1: '3450 Lunar Court',
    city: 'Oxnard',
    stateProvince: 'CA',
    postalCode: '93030',
    agreeTerms: true,
  } as const;

  it('orders the address by the flag', () => {
    const last = buildSupportTicket(request, { country: 'United States', postalFirst: false });
    expect(last.body).toContain('Address:\n3450 Lunar Court\nOxnard\nCA\n93030');
    const first = buildSupportTicket(request, { country: 'Japan', postalFirst: true });
    expect(first.body).toContain('Address:\n93030\nCA\nOxnard\n3450 Lunar Court');
  });

  it('names the form and product in the subject when the form has none, and fills the custom fields', () => {
    const ticket = buildSupportTicket(request, { country: 'United States', postalFirst: false });
    expect(ticket).toMatchObject({
      type: 'service_request',
      subject: 'Service request: DWE-KIT-5',
      customFields: { productName: 'DWE-KIT-5', requestType: 'dw_service_request', country: 'United States' },
      tags: ['dw', 'dw_service_request', 'service_request', 'backstage', 'dwe'],
    });
    expect(ticket.body).not.toContain('Order number');
  });
});
