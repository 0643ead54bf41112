import type { PaymentResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserId } from '@/lib/session';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

/** GET api/account-details/user-payment-history/{userId} (the signed-in user's own). */
export const getPaymentHistory = async () =>
  (await cloudRequest<{ data: PaymentResponse[] }>(`account-details/user-payment-history/${currentUserId()}`))
    .data;

export const paymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: [...CLOUD_KEY, 'payments'], queryFn: getPaymentHistory });

export const usePaymentHistory = () => useQuery(paymentHistoryQueryOptions());
