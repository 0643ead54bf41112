import {
  BRANDS,
  type Brand,
  FEED_DEFAULT_CONTENTS,
  FEED_FORWARD_CONTENTS,
  type FeedItemResponse,
  type FeedPageResponse,
  type FeedTab,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { CurationContent } from '../product-info';
import { curatedItems } from './curated-items';
import { decodeCursor, encodeCursor } from './feed-cursor';
import type { SeededFeed } from './seed-feed';
import { type FeedLog, socialItems } from './social-sources';

/** What the feed is built from, loaded once at start. */
export interface FeedContent {
  curation: CurationContent;
  seeded: SeededFeed;
}

export interface FeedRequest {
  tab: FeedTab;
  cursor?: string;
  brand?: Brand;
  cultureCode: string;
}

const newestFirst = (a: FeedItemResponse, b: FeedItemResponse) => b.publishedAt.localeCompare(a.publishedAt);

/** Every item of a tab: All is the curation first, then the three sources merged newest first. */
async function tabItems(
  deps: Deps,
  content: FeedContent,
  log: FeedLog,
  tab: FeedTab,
  brand: Brand,
  cultureCode: string,
): Promise<FeedItemResponse[]> {
  if (tab !== 'all') return socialItems(deps, content.seeded, log, brand, tab);
  const [curated, ...social] = await Promise.all([
    curatedItems(deps, content.curation, cultureCode, brand),
    socialItems(deps, content.seeded, log, brand, 'youtube'),
    socialItems(deps, content.seeded, log, brand, 'facebook'),
    socialItems(deps, content.seeded, log, brand, 'instagram'),
  ]);
  return [...curated, ...social.flat().sort(newestFirst)];
}

/**
 * docs/product.md#feed a page of a tab: the first 8 (spec §9 "feed default contents 8"), then 8 more for
 * each cursor ("forward 8"); nextCursor is null on the last page.
 */
export async function feedPage(
  deps: Deps,
  content: FeedContent,
  log: FeedLog,
  request: FeedRequest,
): Promise<FeedPageResponse> {
  const brand = request.brand ?? BRANDS[0];
  const offset = decodeCursor(request.cursor);
  const items = await tabItems(deps, content, log, request.tab, brand, request.cultureCode);
  // A cursor past the end was not handed out for this feed (it shrank, or it was made up).
  if (offset > 0 && offset >= items.length) throw new AppError('FEED_NEXT_PAGE_NOT_FOUND');
  const size = offset === 0 ? FEED_DEFAULT_CONTENTS : FEED_FORWARD_CONTENTS;
  const end = offset + size;
  return {
    tab: request.tab,
    items: items.slice(offset, end),
    nextCursor: end < items.length ? encodeCursor(end) : null,
  };
}
