import type { ProductRef } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** A catalogue product with what registering it needs (its regions). */
export interface CatalogueProduct {
  id: number;
  slug: string;
  name: string;
  regions: string[] | null;
}

/** The product a reference names (id, else slug, else model code as printed, any case); never a deleted one. */
export async function findProduct(db: Queryable, ref: ProductRef): Promise<CatalogueProduct | undefined> {
  const [where, value] =
    ref.id !== undefined
      ? ['id = $1', ref.id]
      : ref.slug !== undefined
        ? ['slug = $1', ref.slug]
        : ['model_code = upper($1)', ref.modelCode];
  const sql = `select id, slug, name, regions from products where ${where} and not is_deleted`;
  return (await db.query<CatalogueProduct>(sql, [value])).rows[0];
}

/** The purchasing method (spec §3 enumeration) by id or value. */
export async function findPurchasingMethod(db: Queryable, ref: { id?: number; value?: string }) {
  const sql = `select id, value from purchasing_methods where not is_deleted and (id = $1 or value = $2)
    order by (id = $1) desc limit 1`;
  return (await db.query<{ id: number; value: string }>(sql, [ref.id ?? null, ref.value ?? null])).rows[0];
}

/** True when a dealer of the master list has this id. */
export async function storeExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from stores where id = $1 and not is_deleted', [id])).rows.length > 0;
}
