import type { RegisteredProductPayload, RegisteredProductResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshRegisteredProducts } from '@/lib/api/get-registered-products';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/registeredProducts: registers a product (pending until complete). */
export function registerProduct(payload: RegisteredProductPayload): Promise<RegisteredProductResponse> {
  return apiRequest(userPath('/registeredProducts'), { body: payload, auth: 'id' });
}

export function useRegisterProduct() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: registerProduct, onSuccess: refresh });
}
