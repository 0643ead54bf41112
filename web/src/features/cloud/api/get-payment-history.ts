import type { PaymentResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { currentUserId } from '@/lib/session';
import { cloudRequest } from './cloud-request';

/** GET api/account-details/user-payment-history/{userId} (the signed-in user's own). */
export const getPaymentHistory = async () =>
  (await cloudRequest<{ data: PaymentResponse[] }>(`account-details/user-payment-history/${currentUserId()}`))
    .data;

export const paymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cloudPayments(), queryFn: getPaymentHistory });

export const usePaymentHistory = () => useQuery(paymentHistoryQueryOptions());
