import type { MyGearSortMethod } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { RegistrationColumns } from './registered-product-repo';

/** A registration as stored; the catalogue's product, method and dealer are looked up by their ids. */
export interface RegisteredProductRow extends RegistrationColumns {
  id: number;
  createDate: Date | string;
  total: number;
}

// Each order matches an index of migration 007 (descending ones scan it backwards), so the first page
// is read without sorting all of a user's registrations.
const ORDER: Record<MyGearSortMethod, string> = {
  purchaseDateAsc: 'rp.purchase_date asc, rp.id asc',
  purchaseDateDesc: 'rp.purchase_date desc, rp.id desc',
  productNameAsc: 'lower(rp.product_name) asc, rp.id asc',
  productNameDesc: 'lower(rp.product_name) desc, rp.id desc',
};

const SELECT = `select rp.id, rp.product_id as "productId", rp.serial_code as "serialCode",
    to_char(rp.purchase_date, 'YYYY-MM-DD') as "purchaseDate", rp.purchasing_method_id as "purchasingMethodId",
    rp.store_id as "storeId", rp.dealer_name as "dealerName", rp.status, rp.create_date as "createDate",
    rp.disputed_at is not null as disputed`;
const FROM = 'from registered_products rp';

/** One page (limit null: all) of the user's registrations in a docs/product.md#my-gear-list order, each row with the total. */
export async function listRegisteredProducts(
  db: Queryable,
  userId: string,
  sort: MyGearSortMethod,
  limit: number | null,
  offset: number,
): Promise<RegisteredProductRow[]> {
  const sql = `${SELECT}, (select count(*)::int from registered_products where user_id = $1) as total
    ${FROM} where rp.user_id = $1 order by ${ORDER[sort]} limit $2 offset $3`;
  return (await db.query<RegisteredProductRow>(sql, [userId, limit, offset])).rows;
}

/** One of the user's registrations as My Gear shows it. */
export async function findRegisteredProduct(db: Queryable, userId: string, id: number) {
  const sql = `${SELECT}, 1 as total ${FROM} where rp.user_id = $1 and rp.id = $2`;
  return (await db.query<RegisteredProductRow>(sql, [userId, id])).rows[0];
}

/** Completed registrations bought between two days (inclusive): the units whose warranty may end soon. */
export async function registrationsPurchasedBetween(db: Queryable, from: string, to: string) {
  const sql = `select id, user_id as "userId", product_id as "productId", serial_code as "serialCode",
      to_char(purchase_date, 'YYYY-MM-DD') as "purchaseDate", create_date as "createDate"
    from registered_products where status = 'registered' and purchase_date between $1 and $2 order by id`;
  type Row = {
    id: number;
    userId: string;
    productId: number;
    serialCode: string;
    purchaseDate: string;
    createDate: Date | string;
  };
  return (await db.query<Row>(sql, [from, to])).rows;
}
