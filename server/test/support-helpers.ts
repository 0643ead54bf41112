import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

/** Test helpers for support requests: complete payloads per form and calls with a token. */
export const SERVICE_REQUEST = {
  form: 'service_request',
  brand: 'ROLAND',
  product: 'FP-30X',
  serialCode: 'Z1234567',
  purchaseDate: '2024-03-15',
  purchasingMethod: 'In a store',
  purchasedDealer: 'Sweetwater',
  name: 'Aiko Tanaka',
  email: 'aiko@example.com',
  phone: '+1 555 010 2030',
  question: 'Key C4 sticks after an hour of playing.',
  postalCode: '90210',
  stateProvince: 'CA',
  city: 'Los Angeles',
  addressLine1: '1 Main Street',
  agreeTerms: true,
} as const;

/** A complete parts order request (its product has no parts needing internal access). */
export const PARTS_ORDER = {
  form: 'parts_order_request',
  brand: 'ROLAND',
  product: 'TD-17KVX2',
  partsDescription: 'Kick pad beater',
  quantity: '2',
  name: 'Aiko Tanaka',
  email: 'aiko@example.com',
  phone: '555 010 2030',
  addressLine1: '1 Main Street',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '73301',
  agreeTerms: true,
} as const;

export const sendRequest = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/zendesk/request/', payload, headers: bearer(token) });

export const get = (t: TestApp, token: string, url: string) => t.app.inject({ url, headers: bearer(token) });

/** Every stored ticket and reply, to prove a refused call changed nothing. */
export async function storedTickets(t: TestApp) {
  const tickets = (await t.db.query('select * from support_tickets order by id')).rows;
  const replies = (await t.db.query('select * from support_replies order by id')).rows;
  return { tickets, replies };
}
