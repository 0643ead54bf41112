import { apiRequest } from '@/lib/api-client';

/**
 * POST temporaryData: keeps a small body on the server against an address and a purpose
 * (docs/product.md#temporary-data).
 */
export function saveTemporaryData(input: {
  email: string;
  purpose: string;
  body: unknown;
}): Promise<unknown> {
  return apiRequest('temporaryData', { body: input });
}
