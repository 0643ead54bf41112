import type { TotpSetupResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/mfa/totp: a new secret and its otpauth:// URI for the authenticator app. */
export function startTwoStepSetUp(): Promise<TotpSetupResponse> {
  return apiRequest(userPath('/mfa/totp'), { method: 'POST', auth: 'access' });
}

/** Starts set-up; nothing changes for sign-in until the first code is checked. */
export const useStartTwoStepSetUp = () => useMutation({ mutationFn: startTwoStepSetUp });
