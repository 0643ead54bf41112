import type { FeedPageResponse, FeedTab } from '@backstage/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { useBrand } from '@/lib/current-brand';
import { queryKeys } from './query-keys';

/** A page of the feed (docs/product.md#feed) as `GET feed` answers it. */
export type FeedItem = FeedPageResponse['items'][number];

export interface FeedKey {
  tab: FeedTab;
  brand: string;
  cultureCode: string;
}

/** GET feed: 8 items of a tab for the page's brand and culture, from a cursor (docs/product.md#feed-calls). */
export function getFeedPage(key: FeedKey, cursor?: string): Promise<FeedPageResponse> {
  const query = new URLSearchParams({ tab: key.tab, brand: key.brand, culture_code: key.cultureCode });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<FeedPageResponse>(`feed?${query}`, { auth: 'none' });
}

export const feedQueryOptions = (key: FeedKey) =>
  infiniteQueryOptions({
    queryKey: queryKeys.feed(key.brand, key.cultureCode, key.tab),
    queryFn: ({ pageParam }) => getFeedPage(key, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The server keeps the sources for minutes; a visit does not need them fresher.
    staleTime: 5 * 60_000,
  });

/** The feed of a tab in the page's brand and culture, a page more each `fetchNextPage()`. */
export function useFeed(tab: FeedTab) {
  const { brand } = useBrand();
  const { i18n } = useTranslation();
  return useInfiniteQuery(feedQueryOptions({ tab, brand, cultureCode: i18n.language }));
}
