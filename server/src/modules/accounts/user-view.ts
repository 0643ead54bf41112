import { type AccountResponse, normalizeMailFormatType } from '@backstage/domain';
import type { UserRow } from './user-repo';

/** The account as the API shows it (User, docs/product.md#user): never the hash, status flags or server-managed fields. */
export function userView(user: UserRow): AccountResponse {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    firstName: user.firstName,
    middleName: user.middleName ?? undefined,
    lastName: user.lastName,
    phoneticFirstName: user.phoneticFirstName ?? undefined,
    phoneticLastName: user.phoneticLastName ?? undefined,
    cultureCode: { value: user.cultureCode },
    country: user.country ?? undefined,
    allowEmail: user.allowEmail,
    mailFormatType: normalizeMailFormatType(user.mailFormatType),
    signupSource: user.signupSource,
    pendingEmail: user.pendingEmail ?? undefined,
  };
}
