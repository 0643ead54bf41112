import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshRegisteredProducts } from './get-registered-products';

/** DELETE registeredProducts/{id}: unregisters for good. */
export function unregisterProduct(id: number): Promise<unknown> {
  return apiRequest(`registeredProducts/${id}`, { method: 'DELETE', auth: 'id' });
}

export function useUnregisterProduct() {
  const refresh = useRefreshRegisteredProducts();
  return useMutation({ mutationFn: unregisterProduct, onSuccess: refresh });
}
