import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** DELETE users/{id}/phones/{phoneId}; part of saving the profile tab (`save-profile.ts`). */
export function removePhone(phoneId: number): Promise<unknown> {
  return apiRequest(userPath(`/phones/${phoneId}`), { method: 'DELETE', auth: 'id' });
}
