import type { PassCodeResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET backstagePass/codes/{code}: whether the code can be redeemed, and its event (docs/product.md#backstage-pass). */
export function checkPassCode(code: string): Promise<PassCodeResponse> {
  return apiRequest<PassCodeResponse>(`backstagePass/codes/${encodeURIComponent(code)}`, { auth: 'none' });
}

export const useCheckPassCode = () => useMutation({ mutationFn: checkPassCode });
