import { useMutation } from '@tanstack/react-query';
import { cloudRequest } from './cloud-request';

/** GET api/Processors/payment-information/{id}/url: the processor's page to change the card. */
export const getPaymentMethodUrl = async (subscriptionId: string) =>
  (await cloudRequest<{ url: string }>(`Processors/payment-information/${subscriptionId}/url`)).url;

/** A mutation: each click opens a fresh page on the processor. */
export const usePaymentMethodUrl = () => useMutation({ mutationFn: getPaymentMethodUrl });
