import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

/** Test helpers for My Gear and its questionnaires: calls with a token, and complete payloads. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const caller = (t: TestApp) => (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

/** A complete registration of a product (by model code) with a serial. */
export const registration = (product: string, serialCode: string, extra: Record<string, unknown> = {}) => ({
  product: { modelCode: product },
  serialCode,
  purchaseDate: '2024-03-15',
  purchaseMethod: { value: 'In a store' },
  ...extra,
});

/** Every column of the user's registrations, to prove a refused call changed nothing. */
export async function storedRegistrations(t: TestApp, userId: string) {
  const sql = 'select * from registered_products where user_id = $1 order by id';
  return (await t.db.query(sql, [userId])).rows;
}
