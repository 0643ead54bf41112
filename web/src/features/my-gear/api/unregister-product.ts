import { useMutation } from '@tanstack/react-query';
import { useRefreshRegisteredProducts } from '@/lib/api/get-registered-products';
import { apiRequest } from '@/lib/api-client';

/** DELETE registeredProducts/{id}: unregisters for good. */
export function unregisterProduct(id: number): Promise<unknown> {
  return apiRequest(`registeredProducts/${id}`, { method: 'DELETE', auth: 'id' });
}

export function useUnregisterProduct() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: unregisterProduct, onSuccess: refresh });
}
