import type { Brand } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { freshCredentials } from '@/lib/session';

export interface HelpCentreSsoInput {
  returnTo?: string;
  brand: Brand;
  product?: string;
  serialNumber?: string;
}

/**
 * POST zendesk/sso (docs/product.md#help-centre): the help centre's address carrying a Zendesk JWT for the
 * signed-in user; the id token travels in the body, as the call asks.
 */
export async function helpCentreSso(input: HelpCentreSsoInput): Promise<{ redirectUrl: string }> {
  const credentials = await freshCredentials();
  return apiRequest<{ redirectUrl: string }>('zendesk/sso', {
    method: 'POST',
    auth: 'none',
    body: { ...input, idToken: credentials?.idToken ?? '' },
  });
}

export const useHelpCentreSso = () => useMutation({ mutationFn: helpCentreSso });
