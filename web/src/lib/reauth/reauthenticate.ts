import type { ReauthBody, ReauthResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { keepReauthProof } from './reauth-proof';

/**
 * POST users/{id}/reauth: the password or a current two-step code gives a proof for a few minutes, which the
 * calls that need one send along (docs/product.md#re-authentication).
 */
export async function reauthenticate(body: ReauthBody): Promise<ReauthResponse> {
  const proof = await apiRequest<ReauthResponse>(userPath('/reauth'), { method: 'POST', body, auth: 'id' });
  keepReauthProof(proof);
  return proof;
}

export const useReauthenticate = () => useMutation({ mutationFn: reauthenticate });
