import type { Brand, FeedItemResponse } from '@backstage/domain';
import type { SeededFeed, SeededItem } from './seed-feed';

export type SocialSourceName = 'youtube' | 'facebook' | 'instagram';

/** The portal's own page of a product: where a seeded or curated card leads. */
export const productPageUrl = (slug: string) => `/backstage/products/${encodeURIComponent(slug)}`;
/** The product's image from the services API (docs/product.md#product-images). */
export const productImage = (slug: string) => `/api/services/productImages/${encodeURIComponent(slug)}.svg`;

function toItem(source: SocialSourceName, item: SeededItem): FeedItemResponse {
  return {
    id: `${source}-${item.id}`,
    source,
    title: item.title,
    text: item.text,
    url: productPageUrl(item.slug),
    imageUrl: productImage(item.slug),
    // Seeded videos have no published video behind them: the card opens the product page instead.
    videoId: null,
    productSlug: item.slug,
    publishedAt: item.publishedAt,
  };
}

/** A brand's seeded items of one source, newest first. */
export function seededItems(feed: SeededFeed, brand: Brand, source: SocialSourceName): FeedItemResponse[] {
  return feed.brands[brand][source].items
    .map((item) => toItem(source, item))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** A seeded Facebook post or Instagram photo by its Graph id, in any brand. */
export function findSeededGraphItem(
  feed: SeededFeed,
  id: string,
): { source: 'facebook' | 'instagram'; item: SeededItem } | undefined {
  for (const brandFeed of Object.values(feed.brands))
    for (const source of ['facebook', 'instagram'] as const) {
      const item = brandFeed[source].items.find((candidate) => candidate.id === id);
      if (item) return { source, item };
    }
  return undefined;
}
