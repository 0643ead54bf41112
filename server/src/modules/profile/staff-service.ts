import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import { isStaffEmail } from './profile-view';

/** docs/product.md#staff-access: admin data only for accounts on the maker's own mail domain, else "Not Roland Account". */
function assertStaff(deps: Deps, user: UserRow): void {
  if (!isStaffEmail(user.email, deps.config.STAFF_EMAIL_DOMAIN)) throw new AppError('NOT_ROLAND_ACCOUNT');
}

/** The cultures a staff member manages. */
export function managingCultureCodes(deps: Deps, user: UserRow) {
  assertStaff(deps, user);
  return { managingCultureCodes: user.managingCultureCodes };
}
