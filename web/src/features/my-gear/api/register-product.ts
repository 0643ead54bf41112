import type { RegisteredProductPayload } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { type RegisteredProduct, useRefreshRegisteredProducts } from './get-registered-products';

/** POST users/{id}/registeredProducts: registers a product (pending until complete). */
export function registerProduct(payload: RegisteredProductPayload): Promise<RegisteredProduct> {
  return apiRequest(userPath('/registeredProducts'), { body: payload, auth: 'id' });
}

export function useRegisterProduct() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: registerProduct, onSuccess: refresh });
}
