import type { Brand, FeedItemResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { catalogueBrands } from '../master-data';
import { type CurationContent, pickCulture } from '../product-info';
import { productImage, productPageUrl } from './seeded-items';

/**
 * The curation of a culture (en-US where it has none) for one brand: the items whose product is the brand's
 * (docs/product.md#feed "curated items per culture"), in the curation's order.
 */
export async function curatedItems(
  deps: Deps,
  curation: CurationContent,
  cultureCode: string,
  brand: Brand,
): Promise<FeedItemResponse[]> {
  const { value } = pickCulture(curation.cultures, cultureCode);
  const entries = value.sections.flatMap((section) => section.items.map((item) => ({ section, item })));
  const brands = await catalogueBrands(
    deps.db,
    entries.map(({ item }) => item.slug),
  );
  return entries
    .filter(({ item }) => brands.get(item.slug) === brand)
    .map(({ section, item }) => ({
      id: `curated-${section.id}-${item.slug}`,
      source: 'curated' as const,
      title: item.headline,
      text: section.title,
      url: productPageUrl(item.slug),
      imageUrl: productImage(item.slug),
      videoId: null,
      productSlug: item.slug,
      publishedAt: curation.updateDate,
    }));
}
