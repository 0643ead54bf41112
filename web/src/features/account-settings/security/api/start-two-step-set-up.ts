import type { TotpSetupResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

/**
 * POST users/{id}/mfa/totp with a recent re-authentication: a new secret and its otpauth:// URI for the
 * authenticator app (the proof also covers the first code that turns it on).
 */
export function startTwoStepSetUp(): Promise<TotpSetupResponse> {
  return apiRequest(userPath('/mfa/totp'), { method: 'POST', auth: 'access', headers: reauthHeaders() });
}

/** Starts set-up; nothing changes for sign-in until the first code is checked. */
export const useStartTwoStepSetUp = () => useMutation({ mutationFn: startTwoStepSetUp });
