import { MY_GEAR_SORT_METHODS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { caller, registration } from '../../../test/my-gear-helpers';
import { planOf } from '../../../test/query-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listRegisteredProducts } from './my-gear-repo';

let t: TestApp;
let call: ReturnType<typeof caller>;
let u: Awaited<ReturnType<typeof activeUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  u = await activeUser(t, 'my-gear-list@example.com');
  const gear: [string, string, string | undefined][] = [
    ['td-07kv', 'T0700001', '2021-06-01'],
    ['fp-30x', 'F3000001', '2023-01-15'],
    ['juno-x', 'J0000001', '2019-09-30'],
    ['ktn-50-2', 'K5000001', '2023-01-15'],
    ['ds-1', 'D1000001', undefined],
    ['ac-33', 'A3300001', '2022-12-24'],
  ];
  for (const [code, serial, purchaseDate] of gear) {
    const payload = purchaseDate
      ? registration(code, serial, { purchaseDate })
      : { product: { modelCode: code }, pending: true };
    ids[code] = (
      await call('POST', `/api/v1/users/${u.userId}/registeredProducts`, u.idToken, payload)
    ).json().id;
  }
  // Someone else's gear never shows in u's list.
  const other = await activeUser(t, 'my-gear-list-other@example.com');
  await call(
    'POST',
    `/api/v1/users/${other.userId}/registeredProducts`,
    other.idToken,
    registration('RD-88', 'R8800001'),
  );
});
afterAll(() => t.close());

const list = (query = '') => call('GET', `/api/v1/users/${u.userId}/registeredProducts${query}`, u.idToken);
const order = async (query: string) =>
  (await list(query))
    .json()
    .data.map((r: { product: { modelCode: string } }) => r.product.modelCode.toLowerCase());

describe('My Gear list (docs/product.md#my-gear-calls GET users/{id}/registeredProducts, sort methods, docs/product.md#my-gear-list)', () => {
  it('sorts by purchase date, ties in registration order; pending (no date) last when oldest first', async () => {
    expect(await order('?sort=purchaseDateAsc')).toEqual([
      'juno-x',
      'td-07kv',
      'ac-33',
      'fp-30x',
      'ktn-50-2',
      'ds-1',
    ]);
    expect(await order('?sort=purchaseDateDesc')).toEqual([
      'ds-1',
      'ktn-50-2',
      'fp-30x',
      'ac-33',
      'td-07kv',
      'juno-x',
    ]);
  });

  it('sorts by product name ignoring case (Katana-50 MkII among the capitals)', async () => {
    expect(await order('?sort=productNameAsc')).toEqual([
      'ac-33',
      'ds-1',
      'fp-30x',
      'juno-x',
      'ktn-50-2',
      'td-07kv',
    ]);
    expect(await order('?sort=productNameDesc')).toEqual([
      'td-07kv',
      'ktn-50-2',
      'juno-x',
      'fp-30x',
      'ds-1',
      'ac-33',
    ]);
  });

  it('lists all, newest purchase first, by default (docs/product.md#api-bases lists use perPage=-1)', async () => {
    const body = (await list()).json();
    expect(body).toMatchObject({ total: 6, page: 1, perPage: -1 });
    expect(body.data.map((r: { id: number }) => r.id)).toEqual(
      ['ds-1', 'ktn-50-2', 'fp-30x', 'ac-33', 'td-07kv', 'juno-x'].map((code) => ids[code]),
    );
  });

  it('pages with page and perPage, keeping the total', async () => {
    const page2 = (await list('?sort=productNameAsc&perPage=4&page=2')).json();
    expect(page2).toMatchObject({ total: 6, page: 2, perPage: 4 });
    expect(page2.data.map((r: { product: { slug: string } }) => r.product.slug)).toEqual([
      'katana-50-mkii',
      'td-07kv',
    ]);
    const past = (await list('?perPage=4&page=9')).json();
    expect(past).toMatchObject({ data: [], total: 6 });
  });

  it('refuses an unknown sort method or bad paging with 400', async () => {
    for (const query of ['?sort=price', '?perPage=0', '?page=0', '?perPage=abc']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
  });

  it('reads every sort order from an index, never sorting all of a user’s registrations', async () => {
    for (const sort of MY_GEAR_SORT_METHODS) {
      // Without sorts the planner must show whether an index gives this order.
      const plan = await planOf(
        t.db,
        (explain) => listRegisteredProducts(explain, u.userId, sort, 12, 0),
        true,
      );
      expect(plan, sort).not.toMatch(/\bSort\b/);
      expect(plan, sort).toMatch(
        sort.startsWith('purchaseDate') ? /registered_products_user_date/ : /registered_products_user_name/,
      );
    }
  });
});
