import type { ProfileUpdatePayload } from '@backstage/domain';
import { apiRequest } from '../../../lib/api-client';
import type { Profile } from '../../../lib/profile';
import { userPath } from '../../../lib/session';

/** PUT users/{id} with the id token: a partial profile update (spec §7). */
export function updateProfile(payload: ProfileUpdatePayload): Promise<Profile> {
  return apiRequest(userPath(), { method: 'PUT', body: payload, auth: 'id' });
}
