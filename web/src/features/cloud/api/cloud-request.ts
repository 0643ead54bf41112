import { apiRequest, type RequestOptions } from '@/lib/api-client';

/** Calls the Roland Cloud gateway (`/cloud/`) with the id token (docs/product.md#token-use). */
export const cloudRequest = <T>(path: string, options: Omit<RequestOptions, 'auth' | 'base'> = {}) =>
  apiRequest<T>(`/cloud/api/${path}`, { ...options, auth: 'id' });

/** The cache keys of the member's cloud data; a billing change reads them all again. */
