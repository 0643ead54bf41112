import type { PasskeyRegistrationOptionsResponse } from '@backstage/domain';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

/**
 * POST users/{id}/passkeys/options, then the browser's own prompt (Windows Hello, Touch ID, a phone or a
 * security key) makes the passkey; its attestation is added under a name with `addPasskey`
 * (docs/product.md#passkeys). The WebAuthn code loads on the click, not with the settings page. The options
 * already need a recent re-authentication, so it is asked before the browser's prompt.
 */
export async function createPasskey(): Promise<RegistrationResponseJSON> {
  const options = await apiRequest<PasskeyRegistrationOptionsResponse>(userPath('/passkeys/options'), {
    method: 'POST',
    auth: 'id',
    headers: reauthHeaders(),
  });
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({
    optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
}

export const useCreatePasskey = () => useMutation({ mutationFn: createPasskey });
