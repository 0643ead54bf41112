import type { PhoneResponse, PhoneType } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/**
 * POST users/{id}/phones (new) or PUT users/{id}/phones/{phoneId} (existing); part of saving the profile tab
 * (`save-profile.ts`).
 */
export function savePhone(phone: { id?: number; number: string; type: PhoneType }): Promise<PhoneResponse> {
  const base = userPath('/phones');
  const body = { number: phone.number, type: { value: phone.type } };
  return phone.id
    ? apiRequest(`${base}/${phone.id}`, { method: 'PUT', body, auth: 'id' })
    : apiRequest(base, { method: 'POST', body, auth: 'id' });
}
