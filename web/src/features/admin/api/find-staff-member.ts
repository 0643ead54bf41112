import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import type { StaffMember } from './types';

/**
 * GET admin/staff?email=: the account of a staff-domain address with the roles it holds (none yet for one to
 * add), or undefined when no account has it; an address off the domain is refused (`STAFF_DOMAIN_ONLY`).
 */
export async function findStaffMember(email: string): Promise<StaffMember | undefined> {
  const { data } = await apiRequest<{ data: StaffMember[] }>(
    `admin/staff?email=${encodeURIComponent(email)}`,
    { headers: reauthHeaders(), auth: 'id' },
  );
  return data[0];
}
