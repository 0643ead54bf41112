import {
  brandClientId,
  type ServerTimeResponse,
  type SignUpPayload,
  type SignUpResponse,
} from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentBrand } from '@/lib/current-brand';
import { forgetSignupSource, signupSource } from '@/lib/signup-source';

/** The sign-up payload without what `signUp` adds itself (mail format, signup source, activation by id). */
export type SignUpInput = Omit<SignUpPayload, 'mailFormatType' | 'signupSource' | 'useActivationId'>;

/**
 * GET serverTime for a security token, then POST signup with it and the brand's client id
 * (docs/product.md#security-token); the signup source a PassLogin or CheckIn page remembered, else `backstage`.
 */
export async function signUp(input: SignUpInput): Promise<SignUpResponse> {
  const { securityToken } = await apiRequest<ServerTimeResponse>('serverTime');
  const created = await apiRequest<SignUpResponse>('signup', {
    body: { ...input, mailFormatType: 'html', signupSource: signupSource(), useActivationId: false },
    headers: { 'x-client-id': brandClientId(currentBrand()), 'x-security-token': securityToken },
  });
  forgetSignupSource();
  return created;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
