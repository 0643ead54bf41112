import type { AddPasskeyBody, PasskeyResponse } from '@backstage/domain';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** The call's body, the attestation as the browser library gives it (the domain checks it more loosely). */
export type AddPasskeyInput = Omit<AddPasskeyBody, 'response'> & { response: RegistrationResponseJSON };

/**
 * POST users/{id}/passkeys: the new passkey's attestation, under the name its owner gave it. Its options were
 * asked with a proof; the challenge they carry stands for it here (docs/decisions/073-*).
 */
export function addPasskey(input: AddPasskeyInput): Promise<PasskeyResponse> {
  return apiRequest(userPath('/passkeys'), {
    method: 'POST',
    body: input,
    auth: 'id',
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
  });
}
