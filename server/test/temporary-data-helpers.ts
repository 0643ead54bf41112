import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

/** Test helpers for temporary data: calls signed in and signed out, and the stored rows. */
export type Method = 'GET' | 'POST' | 'DELETE';

export const userPath = (userId: string, purpose: string) => `/api/v1/temporaryData/${userId}/${purpose}`;

export const caller =
  (t: TestApp) =>
  (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** The signed-out write, from a given client address (each test its own, so rate limits do not mix). */
export const signedOutWrite =
  (t: TestApp) =>
  (payload: unknown, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/temporaryData',
      headers: { 'x-forwarded-for': ip },
      payload: payload as object,
    });

/** Every stored row, to prove a refused call changed nothing. */
export async function storedRows(t: TestApp) {
  return (await t.db.query('select * from temporary_data order by id')).rows;
}
