import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, type Brand, PRODUCT_SLUG_PATTERN } from '@backstage/domain';
import { z } from 'zod';
import { contentPath } from '../product-info';

const seededItem = z.strictObject({
  id: z.string().min(1),
  slug: z.string().regex(PRODUCT_SLUG_PATTERN),
  title: z.string().min(1),
  text: z.string(),
  publishedAt: z.iso.datetime(),
});
export type SeededItem = z.infer<typeof seededItem>;

const brandFeed = z.strictObject({
  youtube: z.strictObject({ channel: z.string(), items: z.array(seededItem) }),
  facebook: z.strictObject({ pageId: z.string(), items: z.array(seededItem) }),
  instagram: z.strictObject({ userId: z.string(), items: z.array(seededItem) }),
});
export type SeededBrandFeed = z.infer<typeof brandFeed>;

/** server/content/feed.json: the maker's own posts per brand, shown when no social source is configured. */
export const seededFeedSchema = z.strictObject({
  updateDate: z.iso.datetime(),
  brands: z
    .record(z.enum(BRANDS), brandFeed)
    .refine((map) => BRANDS.every((brand) => brand in map), 'needs every brand'),
});
export type SeededFeed = z.infer<typeof seededFeedSchema>;

/** Reads and validates the seeded feed (docs/product.md#feed "full on a machine with no network"). */
export function loadSeededFeed(root = contentPath()): SeededFeed {
  const path = join(root, 'feed.json');
  const parsed = seededFeedSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  // A broken content file is a deployment mistake: stop the start with the file and the problem.
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The seeded items of one brand. */
export const seededBrand = (feed: SeededFeed, brand: Brand): SeededBrandFeed => feed.brands[brand];
