import { apiRequest } from '../../../lib/api-client';
import { currentUserId } from '../../../lib/session';

const userPath = (suffix = '') => `users/${currentUserId()}${suffix}`;

/** PUT users/{id} with the access token: sends a code to the new address (spec §7 e-mail change). */
export function requestEmailChange(email: string): Promise<unknown> {
  return apiRequest(userPath(), { method: 'PUT', body: { email, mailFormatType: 'html' }, auth: 'access' });
}

/** POST users/{id}/linkage/changeEmail: verifies the new address with its code. */
export function verifyEmailChange(code: string): Promise<{ email: string }> {
  return apiRequest(userPath('/linkage/changeEmail'), { body: { attribute: 'email', code }, auth: 'access' });
}

/** PUT users/{id}/password with the access token; other sessions end. */
export function changePassword(input: { oldPassword: string; newPassword: string; refreshToken?: string }) {
  return apiRequest(userPath('/password'), { method: 'PUT', body: input, auth: 'access' });
}

/** POST users/{id}/linkage/delete: deletes the account. */
export function deleteAccount(): Promise<unknown> {
  return apiRequest(userPath('/linkage/delete'), { body: {}, auth: 'id' });
}
