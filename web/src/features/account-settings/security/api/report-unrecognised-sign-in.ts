import type { WasntMeResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST securityAlerts/wasntMe: the new-device alert's "this wasn't me" (docs/product.md#new-device-alert);
 * every session of the account ends and a password reset mail goes out.
 */
export function reportUnrecognisedSignIn(token: string): Promise<WasntMeResponse> {
  return apiRequest('securityAlerts/wasntMe', { body: { token } });
}

export const useReportUnrecognisedSignIn = () => useMutation({ mutationFn: reportUnrecognisedSignIn });
