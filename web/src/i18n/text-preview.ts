import type { PublishedTextsResponse } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * The culture's texts as they would be published (`GET admin/texts/{cultureCode}/preview`: the culture's drafts,
 * one per key and shared by its content members, over the published texts; ADR 096): only signed-in content staff
 * of that culture get them, so a preview link shows nothing unpublished to anyone else
 * (docs/product.md#culture-texts).
 */
export async function draftTexts(culture: string): Promise<PublishedTextsResponse['messages']> {
  const preview = await apiRequest<PublishedTextsResponse>(
    `admin/texts/${encodeURIComponent(culture)}/preview`,
    { auth: 'id' },
  );
  return preview.messages;
}
