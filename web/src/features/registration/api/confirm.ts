import { apiRequest } from '../../../lib/api-client';

/** POST confirm: activates the account with the mailed code. */
export function confirm(input: {
  code: string;
  email?: string;
  activationId?: string;
}): Promise<{ status: string }> {
  return apiRequest('confirm', { body: input });
}

/** POST confirmationCode/resend: a fresh activation mail. */
export function resendActivation(email: string): Promise<{ email: string }> {
  return apiRequest('confirmationCode/resend', { body: { email, mailFormatType: 'html' } });
}
