import type { RegisteredProductUpdate } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type RegisteredProduct, useRefreshRegisteredProducts } from './get-registered-products';

/** PUT registeredProducts/{id}: edits a registration or completes a pending one. */
export function updateRegisteredProduct({
  id,
  payload,
}: {
  id: number;
  payload: RegisteredProductUpdate;
}): Promise<RegisteredProduct> {
  return apiRequest(`registeredProducts/${id}`, { method: 'PUT', body: payload, auth: 'id' });
}

export function useUpdateRegisteredProduct() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: updateRegisteredProduct, onSuccess: refresh });
}
