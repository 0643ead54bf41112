import type { SessionResponse, SignInMfaBody } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keepSession } from './sign-in';

/** POST signin/mfa: the two-step check after the password (docs/product.md#two-step-sign-in); keeps the tokens. */
export async function signInSecondStep(input: SignInMfaBody): Promise<void> {
  keepSession(await apiRequest<SessionResponse>('signin/mfa', { body: input }));
}

/** Completes a sign-in from the two-step form. */
export const useSignInSecondStep = () => useMutation({ mutationFn: signInSecondStep });
