import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

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
