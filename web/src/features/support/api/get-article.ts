import type { ArticleResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET zendesk/articles/{id}: one knowledge-base article (docs/product.md#knowledge-base). */
export function getArticle(id: number): Promise<ArticleResponse> {
  return apiRequest<ArticleResponse>(`zendesk/articles/${id}`, { auth: 'none' });
}

export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.helpArticle(id), queryFn: () => getArticle(id), staleTime: 5 * 60_000 });

export const useArticle = (id: number) => useQuery(articleQueryOptions(id));
