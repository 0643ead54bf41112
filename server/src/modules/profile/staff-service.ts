import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import type { UserRow } from '../accounts/user-repo';
import { getProfile } from './profile-service';
import { isStaffEmail } from './profile-view';

/** Spec §5/§6: admin data only for accounts on the maker's own mail domain, else "Not Roland Account". */
function assertStaff(ctx: AccountContext, user: UserRow): void {
  if (!isStaffEmail(user.email, ctx.config.STAFF_EMAIL_DOMAIN)) throw new AppError('NOT_ROLAND_ACCOUNT');
}

/** The admin-panel user record of a staff member (their own; other ids are refused before this). */
export async function adminUser(ctx: AccountContext, user: UserRow) {
  assertStaff(ctx, user);
  return getProfile(ctx, user.id);
}

/** The cultures a staff member manages. */
export function managingCultureCodes(ctx: AccountContext, user: UserRow) {
  assertStaff(ctx, user);
  return { managingCultureCodes: user.managingCultureCodes };
}
