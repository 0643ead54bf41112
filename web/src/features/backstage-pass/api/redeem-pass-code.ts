import type { PassRedemptionResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST backstagePass/codes/{code}/redeem: the code becomes the signed-in user's, once (docs/product.md#backstage-pass). */
export function redeemPassCode(code: string): Promise<PassRedemptionResponse> {
  return apiRequest<PassRedemptionResponse>(`backstagePass/codes/${encodeURIComponent(code)}/redeem`, {
    method: 'POST',
    auth: 'id',
  });
}

export const useRedeemPassCode = () => useMutation({ mutationFn: redeemPassCode });
