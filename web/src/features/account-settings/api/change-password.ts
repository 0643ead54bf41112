import { apiRequest } from '../../../lib/api-client';
import { userPath } from '../../../lib/session';

/** PUT users/{id}/password with the access token; other sessions end. */
export function changePassword(input: { oldPassword: string; newPassword: string; refreshToken?: string }) {
  return apiRequest(userPath('/password'), { method: 'PUT', body: input, auth: 'access' });
}
