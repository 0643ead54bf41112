import { FEED_SOURCES, FEED_TABS, GRAPH_FIELDS } from '../feed';
import { z } from '../schemas/zod';

/** One card of the feed (docs/product.md#feed). */
export const feedItemResponseSchema = z.object({
  id: z.string().describe('Unique within the feed: source and the source’s own id'),
  source: z.enum(FEED_SOURCES),
  title: z.string(),
  text: z.string().describe('Description, post message or photo caption; may be empty'),
  url: z.string().describe('Where the item lives: the product page for curated items, else the source'),
  imageUrl: z.string().nullable(),
  videoId: z.string().nullable().describe('A YouTube video id: the card plays it in place on request'),
  productSlug: z.string().nullable(),
  publishedAt: z.string(),
});
export type FeedItemResponse = z.infer<typeof feedItemResponseSchema>;

/** `GET feed`: a page of 8 and where the next one starts (null at the end). */
export const feedPageResponseSchema = z.object({
  tab: z.enum(FEED_TABS),
  items: z.array(feedItemResponseSchema),
  nextCursor: z.string().nullable(),
});
export type FeedPageResponse = z.infer<typeof feedPageResponseSchema>;

/** `GET graphApi/{id}?fields=`: only the asked fields of the allowlist. */
export const graphObjectResponseSchema = z.object(
  Object.fromEntries(GRAPH_FIELDS.map((field) => [field, z.string().optional()])) as Record<
    (typeof GRAPH_FIELDS)[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type GraphObjectResponse = z.infer<typeof graphObjectResponseSchema>;
