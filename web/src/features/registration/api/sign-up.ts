import { brandClientId } from '@backstage/domain';
import { apiRequest } from '../../../lib/api-client';
import { currentBrand } from '../../../theme/current-brand';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  phoneticFirstName?: string;
  phoneticLastName?: string;
  email: string;
  password: string;
  cultureCode: string;
  allowEmail: boolean;
}

/** GET serverTime for a security token, then POST signup with it and the brand's client id (spec §7). */
export async function signUp(input: SignUpInput): Promise<{ email: string }> {
  const { securityToken } = await apiRequest<{ securityToken: string }>('serverTime');
  return apiRequest('signup', {
    body: { ...input, mailFormatType: 'html', signupSource: 'backstage', useActivationId: false },
    headers: { 'x-client-id': brandClientId(currentBrand()), 'x-security-token': securityToken },
  });
}
