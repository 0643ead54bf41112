import type { PasskeyResponse } from '@backstage/domain';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { reauthHeaders } from '../../reauth/reauth-proof';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';

export interface AddPasskeyInput {
  name: string;
  response: RegistrationResponseJSON;
}

/**
 * POST users/{id}/passkeys with a recent re-authentication: the new passkey's attestation, under the name its
 * owner gave it.
 */
export function addPasskey(input: AddPasskeyInput): Promise<PasskeyResponse> {
  return apiRequest(userPath('/passkeys'), {
    method: 'POST',
    body: input,
    auth: 'id',
    headers: reauthHeaders(),
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
