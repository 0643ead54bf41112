import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { reauthHeaders } from '../reauth/reauth-proof';

/**
 * PUT users/{id} with the access token and a recent re-authentication: sends a code to the new address
 * (e-mail change, docs/product.md#email-change).
 */
export function requestEmailChange(email: string): Promise<unknown> {
  return apiRequest(userPath(), {
    method: 'PUT',
    body: { email, mailFormatType: 'html' },
    auth: 'access',
    headers: reauthHeaders(),
  });
}

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
