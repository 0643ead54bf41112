import type { ArticleSearchResponse } from '@backstage/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

export type ArticleSummary = ArticleSearchResponse['data'][number];

export interface ArticleSearchKey {
  query: string;
  labelNames: string[];
  cultureCode: string;
}

/** GET zendesk/articles: the knowledge base's articles ranked for the words (docs/product.md#knowledge-base). */
export function searchArticles(key: ArticleSearchKey): Promise<ArticleSearchResponse> {
  const params = new URLSearchParams({
    query: key.query,
    label_names: key.labelNames.join(','),
    culture_code: key.cultureCode,
  });
  return apiRequest<ArticleSearchResponse>(`zendesk/articles?${params}`, { auth: 'none' });
}

export const articlesQueryOptions = (key: ArticleSearchKey) =>
  queryOptions({
    queryKey: queryKeys.helpArticles(key.cultureCode, key.labelNames, key.query),
    queryFn: () => searchArticles(key),
    // The previous results stay on screen while the next letters are searched.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useArticles = (key: ArticleSearchKey) => useQuery(articlesQueryOptions(key));
