import { apiRequest } from '../../../lib/api-client';

export type AccountType = 'available' | 'exists' | 'notActivated' | 'migration';

/** POST accountType: which way this e-mail goes. */
export async function fetchAccountType(email: string): Promise<AccountType> {
  return (await apiRequest<{ accountType: AccountType }>('accountType', { body: { email } })).accountType;
}
