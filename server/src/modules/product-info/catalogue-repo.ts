import type { Brand } from '@backstage/domain';
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
