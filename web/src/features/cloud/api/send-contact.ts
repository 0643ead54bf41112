import type { CloudContactInput, SupportRequestCreatedResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { cloudRequest } from './cloud-request';

/** POST api/contact-us: the member's message becomes a help-desk ticket (docs/product.md#cloud-contact). */
export const sendContact = (input: CloudContactInput) =>
  cloudRequest<SupportRequestCreatedResponse>('contact-us', { body: input });

/** No cloud query changes; the support feature's "my requests" reads the new ticket when it next opens. */
export const useSendContact = () => useMutation({ mutationFn: sendContact });
