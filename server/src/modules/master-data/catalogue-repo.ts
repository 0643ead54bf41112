import type { Brand, ProductRef } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** A catalogue product with what its page and image show. */
export interface CatalogueEntry {
  slug: string;
  name: string;
  brand: Brand;
  modelCode: string;
  categoryId: number | null;
  /** The product type from the meta JSON (`Digital Piano`), null when it has none. */
  type: string | null;
  updateDate: string;
}

interface Row extends Omit<CatalogueEntry, 'type' | 'updateDate'> {
  meta: string | null;
  updateDate: Date | string;
}

function typeOf(meta: string | null): string | null {
  try {
    const type = (JSON.parse(meta ?? 'null') as { type?: unknown } | null)?.type;
    return typeof type === 'string' && type.trim() ? type.trim() : null;
  } catch {
    return null;
  }
}

/** The product with this slug (unique index), never a deleted one. */
export async function findCatalogueEntry(db: Queryable, slug: string): Promise<CatalogueEntry | undefined> {
  const sql = `select slug, name, brand, model_code as "modelCode", category_id as "categoryId", meta,
      update_date as "updateDate"
    from products where slug = $1 and not is_deleted`;
  const row = (await db.query<Row>(sql, [slug])).rows[0];
  if (!row) return undefined;
  const { meta, updateDate, ...entry } = row;
  return { ...entry, type: typeOf(meta), updateDate: new Date(updateDate).toISOString() };
}

/** Which of these slugs name catalogue products (accessories link only to pages that exist). */
export async function existingSlugs(db: Queryable, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const sql = 'select slug from products where slug = any($1::text[]) and not is_deleted';
  return new Set((await db.query<{ slug: string }>(sql, [slugs])).rows.map((row) => row.slug));
}

/** The brands of the catalogue products with these slugs, by slug (deleted ones left out). */
export async function catalogueBrands(db: Queryable, slugs: string[]): Promise<Map<string, Brand>> {
  if (slugs.length === 0) return new Map();
  const sql = 'select slug, brand from products where slug = any($1::text[]) and not is_deleted';
  const rows = (await db.query<{ slug: string; brand: Brand }>(sql, [[...new Set(slugs)]])).rows;
  return new Map(rows.map((row) => [row.slug, row.brand]));
}

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

/**
 * Whether the catalogue product a support form names (its name or model code, any case) has parts that need
 * internal access (docs/product.md#parts-internal-access); false for a name the catalogue does not know.
 */
export async function partsNeedInternalAccess(db: Queryable, productName: string): Promise<boolean> {
  const sql = `select exists (select 1 from products where parts_need_internal_access and not is_deleted
      and (lower(name) = lower($1) or model_code = upper($1))) as "needed"`;
  return (await db.query<{ needed: boolean }>(sql, [productName.trim()])).rows[0]?.needed === true;
}

/** A product as a registration shows it; deleted ones included (a registration keeps its product). */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  modelCode: string;
  brand: { value: string };
  categoryId: number | null;
  /** docs/product.md#parts-internal-access: only the maker's service network orders its parts (ADR 071). */
  partsNeedInternalAccess: boolean;
}

/** The products with these ids, by id. */
export async function productSummaries(db: Queryable, ids: number[]): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const sql = `select id, slug, name, model_code as "modelCode", json_build_object('value', brand) as brand,
      category_id as "categoryId", parts_need_internal_access as "partsNeedInternalAccess"
    from products where id = any($1::int[])`;
  const rows = (await db.query<ProductSummary>(sql, [[...new Set(ids)]])).rows;
  return new Map(rows.map((row) => [row.id, row]));
}
