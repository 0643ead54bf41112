import type { HelpCenterSsoInput, HelpCenterSsoResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { freshCredentials } from '@/lib/session';

/**
 * POST zendesk/sso (docs/product.md#help-centre): the help centre's address carrying a Zendesk JWT for the
 * signed-in user; the id token travels in the body, as the call asks.
 */
export async function helpCentreSso(
  input: Omit<HelpCenterSsoInput, 'idToken'>,
): Promise<HelpCenterSsoResponse> {
  const credentials = await freshCredentials();
  return apiRequest<HelpCenterSsoResponse>('zendesk/sso', {
    method: 'POST',
    auth: 'none',
    body: { ...input, idToken: credentials?.idToken ?? '' },
  });
}

export const useHelpCentreSso = () => useMutation({ mutationFn: helpCentreSso });
