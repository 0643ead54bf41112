import { PRODUCT_SLUG_PATTERN, type ProductInfo, type ProductTabs } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { type CatalogueEntry, existingSlugs, findCatalogueEntry } from '../master-data';
import { type ContentStore, pickCulture, SOURCE_CULTURE } from './content-store';
import { supportLinks } from './support-links';

/** Cultures the generated parts (support links) are written in. */
const GENERATED_CULTURES = [SOURCE_CULTURE, 'ja-JP'];

const EMPTY_TABS: Omit<ProductTabs, 'support'> = {
  summary: null,
  features: [],
  specs: [],
  downloads: [],
  Product_Support_Documents: [],
  articles: [],
  accessories: [],
};

/** The catalogue product of a slug, or docs/product.md#error-catalogue "Product not found.". */
async function catalogueEntry(db: Queryable, slug: string): Promise<CatalogueEntry> {
  const entry = PRODUCT_SLUG_PATTERN.test(slug) ? await findCatalogueEntry(db, slug) : undefined;
  if (!entry) throw new AppError('PRODUCT_NOT_FOUND');
  return entry;
}

const later = (a: string, b: string) => (new Date(a) > new Date(b) ? a : b);

/** The cultures a product's page has its own text in (the others read en-US). */
export function productCultures(content: ContentStore, slug: string): string[] {
  const written = content.products.get(slug);
  return written ? Object.keys(written.cultures) : GENERATED_CULTURES;
}

/**
 * A product page in a culture (product info, docs/product.md#product-info): the written lists of server/content/products when the
 * product has them, else only the catalogue fields and the portal's support links, the other tabs empty.
 */
export async function productInfo(
  db: Queryable,
  content: ContentStore,
  slug: string,
  cultureCode: string,
): Promise<ProductInfo> {
  const entry = await catalogueEntry(db, slug);
  const { categoryId: _category, updateDate: catalogueDate, ...catalogue } = entry;
  const written = content.products.get(slug);
  if (!written) {
    const servedCultureCode = GENERATED_CULTURES.includes(cultureCode) ? cultureCode : SOURCE_CULTURE;
    return {
      ...catalogue,
      ...EMPTY_TABS,
      // The portal's own links speak the visitor's culture, whatever culture the product text falls back to.
      support: supportLinks(entry, cultureCode),
      cultureCode: servedCultureCode,
      updateDate: catalogueDate,
      source: 'catalogue',
    };
  }
  const { cultureCode: servedCultureCode, value: tabs } = pickCulture(written.cultures, cultureCode);
  // An accessory links to its page only while the catalogue still has it.
  const linked = await existingSlugs(
    db,
    tabs.accessories.flatMap((accessory) => (accessory.slug ? [accessory.slug] : [])),
  );
  return {
    ...catalogue,
    ...tabs,
    support: [...supportLinks(entry, cultureCode), ...tabs.support],
    accessories: tabs.accessories.map((accessory) => ({
      ...accessory,
      slug: accessory.slug && linked.has(accessory.slug) ? accessory.slug : null,
    })),
    cultureCode: servedCultureCode,
    updateDate: later(written.updateDate, catalogueDate),
    source: 'content',
  };
}
