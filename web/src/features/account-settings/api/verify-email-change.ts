import { apiRequest } from '../../../lib/api-client';
import { userPath } from '../../../lib/session';

/** POST users/{id}/linkage/changeEmail: verifies the new address with its code. */
export function verifyEmailChange(code: string): Promise<{ email: string }> {
  return apiRequest(userPath('/linkage/changeEmail'), { body: { attribute: 'email', code }, auth: 'access' });
}
