import type { CheckInResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST checkIns {event}: checks the signed-in user in at the event, once (docs/product.md#check-in). */
export function checkIn(event: string): Promise<CheckInResponse> {
  return apiRequest<CheckInResponse>('checkIns', { body: { event }, auth: 'id' });
}

export const useCheckIn = () => useMutation({ mutationFn: checkIn });
