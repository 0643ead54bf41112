// The feed's names and formats, apart from its schemas (schemas/feed.ts) so that a page showing the feed
// does not load zod (bench/README.md#javascript-budgets).

/** docs/product.md#feed the MyFeed tabs (spec §2 "All, YouTube, Facebook, Instagram"). */
export const FEED_TABS = ['all', 'youtube', 'facebook', 'instagram'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** Where a feed item comes from: the maker's curation or one of the three social sources. */
export const FEED_SOURCES = ['curated', 'youtube', 'facebook', 'instagram'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** An opaque page position handed back by the server (`nextCursor`). */
export const FEED_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The fields `graphApi/{id}?fields=` passes on (docs/product.md#feed-calls): what the post and photo cards
 * show, nothing about the people who liked or commented.
 */
export const GRAPH_FIELDS = [
  'id',
  'message',
  'created_time',
  'permalink_url',
  'full_picture',
  'caption',
  'media_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'timestamp',
] as const;
export type GraphField = (typeof GRAPH_FIELDS)[number];

/** A Graph object id: digits, a page post is `{pageId}_{postId}`. */
export const GRAPH_ID_PATTERN = /^[0-9]{1,32}(_[0-9]{1,32})?$/;
