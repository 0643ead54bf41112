import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { curationSchema, PRODUCT_SLUG_PATTERN, productTabsSchema } from '@backstage/domain';
import { z } from 'zod';
import { contentPath } from './content-path';

/** The culture every content file must have; others fall back to it (docs/product.md#culture-codes: en-JM mirrors en-US). */
export const SOURCE_CULTURE = 'en-US';

const cultures = <T extends z.ZodType>(document: T) =>
  z.record(z.string(), document).refine((map) => SOURCE_CULTURE in map, `needs ${SOURCE_CULTURE}`);
const datetime = z.iso.datetime({ offset: true });

/** server/content/products/{slug}.json: a product's tab lists per culture. */
export const productContentSchema = z.strictObject({
  slug: z.string().regex(PRODUCT_SLUG_PATTERN),
  updateDate: datetime,
  cultures: cultures(productTabsSchema.strict()),
});
/** server/content/curation.json. */
export const curationContentSchema = z.strictObject({
  updateDate: datetime,
  cultures: cultures(curationSchema.pick({ sections: true }).strict()),
});
/**
 * server/content/localization.json: when the text catalogue last changed. Its texts are the error catalogue's
 * (domain `ERRORS`, docs/product.md#error-catalogue) in the translations the web app ships (its `errors`
 * namespace), and the version is domain's `TEXT_CATALOGUE_VERSION` (docs/product.md#about-app).
 */
export const localizationContentSchema = z.strictObject({ updateDate: datetime });

export type ProductContent = z.infer<typeof productContentSchema>;
export type CurationContent = z.infer<typeof curationContentSchema>;
export type LocalizationContent = z.infer<typeof localizationContentSchema>;

/** Everything under server/content/, read and checked once at start. */
export interface ContentStore {
  products: ReadonlyMap<string, ProductContent>;
  curation: CurationContent;
  localization: LocalizationContent;
}

function readJson<T>(schema: z.ZodType<T>, path: string): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  // A broken content file is a deployment mistake: stop the start with the file and the problem.
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Reads and validates server/content/ (or another folder with the same layout). */
export function loadContent(root = contentPath()): ContentStore {
  const products = new Map<string, ProductContent>();
  const folder = join(root, 'products');
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const content = readJson(productContentSchema, join(folder, file));
    if (`${content.slug}.json` !== file)
      throw new Error(`${file}: slug ${content.slug} differs from the file name`);
    products.set(content.slug, content);
  }
  return {
    products,
    curation: readJson(curationContentSchema, join(root, 'curation.json')),
    localization: readJson(localizationContentSchema, join(root, 'localization.json')),
  };
}

/** The culture's entry of a per-culture map, else the source culture's. */
export function pickCulture<T>(
  map: Record<string, T>,
  cultureCode: string,
): { cultureCode: string; value: T } {
  const own = map[cultureCode];
  if (own !== undefined) return { cultureCode, value: own };
  return { cultureCode: SOURCE_CULTURE, value: map[SOURCE_CULTURE]! };
}
