import {
  ADDRESS_FIELDS,
  formFields,
  isDrumBrand,
  SUPPORT_FIELD_LABELS,
  SUPPORT_FORMS,
  type SupportField,
  type SupportForm,
  supportForm,
} from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { get, sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every support form, driven by its definition in domain/src/support/forms.ts: the spec's message for each
 * required field left out and for each malformed field (docs/product.md#support-validation), and the ticket
 * a complete form becomes (docs/product.md#tickets). The messages are written out here from the product
 * description, not read from the domain, so a changed message fails.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await activeUser(t, 'support-forms-table@example.com')).idToken;
});
afterAll(() => t.close());

const DRUM_FORMS = new Set<SupportForm>([
  'dw_product_support',
  'dwe_product_support',
  'dw_order_support',
  'dw_service_inquiry',
  'dw_service_request',
  'dw_brands_product_support',
]);
const brandOf = (form: SupportForm) => (DRUM_FORMS.has(form) ? 'DW' : 'ROLAND');

/** The message when a required field is left out. */
function missingMessage(field: SupportField, form: SupportForm): string {
  const drum = DRUM_FORMS.has(form);
  const messages: Record<SupportField, string> = {
    subject: 'Subject is required',
    product: 'Product is required',
    otherProductName: 'Product name is required',
    productBrand: 'Brand is required',
    productId: 'Product ID is required',
    productDescription: 'Invalid input',
    productCategory: 'Invalid input',
    serialCode: 'Serial number is required',
    purchaseDate: drum ? 'Purchase Date is required' : 'Purchase date must be a valid date',
    purchasingMethod: 'Purchase method is required',
    purchasedDealer: 'Purchase dealer must be valid',
    orderNumber: drum ? 'Order Number is required' : 'Order Number must be valid',
    raNumber: 'RA Number must be valid',
    computerOs: 'Computer OS is required',
    osVersion: 'OS Version is required',
    audioInterface: 'Audio Interface is required',
    partsDescription: 'Description must be valid',
    quantity: 'Quantity must be valid',
    description: 'Description must be valid',
    question: 'Question is required',
    comment: 'Comment is required',
    details: 'Details is required',
    contactName: 'Contact Name is required',
    name: 'Name must be valid',
    email: 'Email is required',
    phone: 'Phone number must be valid',
    addressLine1: 'Address 1 must be valid',
    addressLine2: 'Invalid input',
    addressLine3: 'Invalid input',
    city: 'City must be valid',
    stateProvince: 'State must be valid',
    postalCode: 'Postal code must be valid',
    zipCode: 'ZIP code must be valid',
    agreeTerms: 'Please agree to the terms of use and privacy policy.',
  };
  return messages[field];
}

/** A malformed value and the "… must be valid" message it earns, for the fields that have a shape. */
const MALFORMED: Partial<Record<SupportField, [string, string]>> = {
  name: ['<b>Sam</b>', 'Name must be valid'],
  phone: ['call me', 'Phone number must be valid'],
  email: ['sam-at-example', 'Invalid email'],
  addressLine1: ['x'.repeat(201), 'Address 1 must be valid'],
  city: ['<Oxnard>', 'City must be valid'],
  stateProvince: ['{CA}', 'State must be valid'],
  postalCode: ['!', 'Postal code must be valid'],
  zipCode: ['ABC', 'ZIP code must be valid'],
  raNumber: ['RA 55?', 'RA Number must be valid'],
  quantity: ['0', 'Quantity must be valid'],
  computerOs: ['Linux', 'Computer OS is required'],
  purchasedDealer: ['<script>', 'Purchase dealer must be valid'],
};

/** A value every form takes for each field. */
const VALID: Record<SupportField, string | boolean> = {
  subject: 'Bass drum pedal squeaks',
  product: 'FP-30X',
  otherProductName: 'A custom rig',
  productBrand: 'DWe',
  productId: 'DW-DWE',
  productDescription: 'Black lacquer kit',
  productCategory: 'Pianos',
  serialCode: 'Z1234567',
  purchaseDate: '2024-03-15',
  purchasingMethod: 'In a store',
  purchasedDealer: 'Sweetwater',
  orderNumber: 'ORD-1234',
  raNumber: 'RA-5521',
  computerOs: 'macOS',
  osVersion: '14.2',
  audioInterface: 'UA Apollo Twin',
  partsDescription: 'Two knob caps',
  quantity: '2',
  description: 'The rim cracked on delivery.',
  question: 'How do I reset it?',
  comment: 'Please send an update.',
  details: 'I was billed twice.',
  contactName: 'Sam Rivera',
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '+1 555 010 2030',
  addressLine1: '3450 Lunar Court',
  addressLine2: 'Suite 4',
  addressLine3: 'Building B',
  city: 'Oxnard',
  stateProvince: 'CA',
  postalCode: '93030',
  zipCode: '93031',
  agreeTerms: true,
};
const ADDRESS = new Set<SupportField>(ADDRESS_FIELDS);

const fieldMessages = async (payload: object) => {
  const response = await sendRequest(t, token, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBeTruthy();
  return Object.fromEntries(
    response.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
  );
};

describe.each(SUPPORT_FORMS.map((form) => ({ form })))('the $form form', ({ form }) => {
  const fields = formFields(form);
  const base = { form, brand: brandOf(form) };

  it('names each required field left out with its message, and only those', async () => {
    const before = await storedTickets(t);
    const expected = Object.fromEntries(
      fields.filter((f) => f.required).map(({ field }) => [field, missingMessage(field, form)]),
    );
    expect(await fieldMessages(base)).toEqual(expected);
    expect(await storedTickets(t)).toEqual(before);
  });

  it('says which malformed field must be valid', async () => {
    const shaped = fields.filter(({ field }) => MALFORMED[field]);
    if (shaped.length === 0) return;
    const payload: Record<string, unknown> = { ...base };
    for (const { field } of fields) payload[field] = VALID[field];
    for (const { field } of shaped) payload[field] = MALFORMED[field]![0];
    expect(await fieldMessages(payload)).toEqual(
      Object.fromEntries(shaped.map(({ field }) => [field, MALFORMED[field]![1]])),
    );
  });

  it('becomes a ticket listing every field that was filled in', async () => {
    const payload: Record<string, unknown> = { ...base };
    for (const { field } of fields) payload[field] = VALID[field];
    const created = await sendRequest(t, token, payload);
    expect(created.statusCode, created.body).toBe(201);
    const ticket = (await get(t, token, `/api/v1/zendesk/requests/${created.json().id}`)).json();
    const definition = supportForm(form);
    const names = fields.map((f) => f.field);
    const product = names.includes('product')
      ? VALID.product
      : names.includes('productId')
        ? VALID.productId
        : '';
    expect(ticket).toMatchObject({
      form,
      type: definition.type,
      status: 'new',
      brand: brandOf(form),
      subject: names.includes('subject')
        ? VALID.subject
        : [definition.title, product].filter(Boolean).join(': '),
    });
    expect(ticket.tags).toEqual(expect.arrayContaining([form, definition.type, 'backstage']));
    expect(isDrumBrand(ticket.brand)).toBe(DRUM_FORMS.has(form));
    const lines = ticket.body.split('\n');
    for (const field of names) {
      // The subject is the ticket's subject, the other product's name only counts for the product Other.
      if (field === 'subject' || field === 'otherProductName' || ADDRESS.has(field)) continue;
      if (field === 'agreeTerms') expect(lines).toContain(SUPPORT_FIELD_LABELS.agreeTerms);
      else expect(lines, field).toContain(`${SUPPORT_FIELD_LABELS[field]}: ${VALID[field]}`);
    }
    const address = names.filter((field) => ADDRESS.has(field));
    if (address.length > 0) {
      const block = ticket.body.slice(ticket.body.indexOf('Address:\n') + 'Address:\n'.length).split('\n');
      for (const field of address) expect(block, field).toContain(VALID[field]);
    } else expect(ticket.body).not.toContain('Address:');
  });
});
