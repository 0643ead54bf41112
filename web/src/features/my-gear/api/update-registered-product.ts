import type { RegisteredProductResponse, RegisteredProductUpdate } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshRegisteredProducts } from '@/lib/api/get-registered-products';
import { apiRequest } from '@/lib/api-client';

/** PUT registeredProducts/{id}: edits a registration or completes a pending one. */
export function updateRegisteredProduct({
  id,
  payload,
}: {
  id: number;
  payload: RegisteredProductUpdate;
}): Promise<RegisteredProductResponse> {
  return apiRequest(`registeredProducts/${id}`, { method: 'PUT', body: payload, auth: 'id' });
}

export function useUpdateRegisteredProduct() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: updateRegisteredProduct, onSuccess: refresh });
}
