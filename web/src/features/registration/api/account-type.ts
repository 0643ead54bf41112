import type { AccountType, AccountTypeResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { AccountType };

/** POST accountType: which way this e-mail goes. */
export async function fetchAccountType(email: string): Promise<AccountType> {
  return (await apiRequest<AccountTypeResponse>('accountType', { body: { email } })).accountType;
}

export const useFetchAccountType = () => useMutation({ mutationFn: fetchAccountType });
