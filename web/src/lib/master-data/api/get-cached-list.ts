import { apiRequest } from '@/lib/api-client';
import type { MasterEntry } from '../master-types';

// The large lists come whole through a signed cache link (docs/product.md#master-refresh).
export const CACHE_LINKS = { products: 'searchProducts/cache', stores: 'stores/caches' } as const;
export type LinkedItem = keyof typeof CACHE_LINKS;

/** GET the list's cache link, then the signed file it names: the whole list as last cached. */
export async function getCachedList(item: LinkedItem): Promise<MasterEntry[]> {
  const { signedUrl } = await apiRequest<{ signedUrl: string }>(CACHE_LINKS[item]);
  return (await apiRequest<{ data: MasterEntry[] }>(signedUrl)).data;
}
