import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface MasterRef {
  id: number;
  value: string;
}
export interface Phone {
  id: number;
  number: string;
  type: MasterRef;
}
export interface UserInterest {
  id: number;
  interest: MasterRef;
}
export interface Address {
  postalCode?: string;
  stateProvince?: string;
  city?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
}

/** The spec §3 User as `GET me` returns it. */
export interface Profile {
  id: string;
  email: string;
  pendingEmail?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  phoneticFirstName?: string;
  phoneticLastName?: string;
  cultureCode: { id?: number; value: string };
  gender?: MasterRef;
  birthday: string | null;
  country?: string;
  allowEmail: boolean;
  mailFormatType: string;
  address?: Address;
  phones: Phone[];
  interests: UserInterest[];
}

export const PROFILE_QUERY_KEY = ['me'] as const;

/** GET me: the signed-in user's profile, phones and interests. */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => apiRequest<Profile>('me', { auth: 'id' }),
  });
}
