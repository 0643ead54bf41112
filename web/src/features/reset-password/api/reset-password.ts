import { apiRequest } from '../../../lib/api-client';

/** POST users/password: the reset mail (the answer is the same for unknown e-mails). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('users/password', { body: { email, mailFormatType: 'html' } });
}

/** POST users/password/confirm: the new password with the mailed code. */
export function confirmPasswordReset(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<unknown> {
  return apiRequest('users/password/confirm', { body: input });
}
