import type { RegisteredProductUpdate } from '@backstage/domain';
import { apiRequest } from '../../../lib/api-client';
import type { RegisteredProduct } from './get-registered-products';

/** PUT registeredProducts/{id}: edits a registration or completes a pending one. */
export function updateRegisteredProduct(
  id: number,
  payload: RegisteredProductUpdate,
): Promise<RegisteredProduct> {
  return apiRequest(`registeredProducts/${id}`, { method: 'PUT', body: payload, auth: 'id' });
}
