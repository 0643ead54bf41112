import type { MyGearSortMethod } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** A registration as My Gear shows it, before nulls are dropped. */
export interface RegisteredProductRow {
  id: number;
  product: {
    id: number;
    slug: string;
    name: string;
    modelCode: string;
    brand: { value: string };
    categoryId: number | null;
  };
  serialCode: string | null;
  purchaseDate: string | null;
  purchaseMethod: { id: number; value: string } | null;
  store: { id: number; name: string; city: string; countryCode: string } | null;
  dealerName: string | null;
  status: 'pending' | 'registered';
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

const SELECT = `select rp.id,
    json_build_object('id', p.id, 'slug', p.slug, 'name', p.name, 'modelCode', p.model_code,
      'brand', json_build_object('value', p.brand), 'categoryId', p.category_id) as product,
    rp.serial_code as "serialCode", to_char(rp.purchase_date, 'YYYY-MM-DD') as "purchaseDate",
    case when m.id is not null then json_build_object('id', m.id, 'value', m.value) end as "purchaseMethod",
    case when s.id is not null then json_build_object('id', s.id, 'name', s.name, 'city', s.city,
      'countryCode', s.country_code) end as store,
    rp.dealer_name as "dealerName", rp.status, rp.create_date as "createDate"`;
const FROM = `from registered_products rp join products p on p.id = rp.product_id
  left join purchasing_methods m on m.id = rp.purchasing_method_id
  left join stores s on s.id = rp.store_id`;

/** One page (limit null: all) of the user's registrations in a spec §2 order, each row with the total. */
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
