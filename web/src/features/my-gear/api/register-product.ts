import type { RegisteredProductPayload } from '@backstage/domain';
import { apiRequest } from '../../../lib/api-client';
import { userPath } from '../../../lib/session';
import type { RegisteredProduct } from './get-registered-products';

/** POST users/{id}/registeredProducts: registers a product (pending until complete). */
export function registerProduct(payload: RegisteredProductPayload): Promise<RegisteredProduct> {
  return apiRequest(userPath('/registeredProducts'), { body: payload, auth: 'id' });
}
