import { apiRequest } from '../../../lib/api-client';

/** DELETE registeredProducts/{id}: unregisters for good. */
export function unregisterProduct(id: number): Promise<unknown> {
  return apiRequest(`registeredProducts/${id}`, { method: 'DELETE', auth: 'id' });
}
