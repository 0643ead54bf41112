import { isCultureCode, STAFF_ROLES, type StaffGrantBody, type StaffRole } from '@backstage/domain';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { findUser, findUserByEmail } from '../accounts';
import { isStaffEmail } from '../profile';
import { listStaff, replaceStaff, rolesOf } from './staff-repo';

// Granting and revoking staff roles (docs/product.md#staff-roles), for the console's admin and the operator
// commands alike. Only accounts on STAFF_EMAIL_DOMAIN may hold a role; the guard checks the domain again at use.

/** The grant's cultures, each a culture code of the list as written there, else a field error. */
function checkCultures(codes: readonly string[]): string[] {
  const wrong = codes.find((code) => !isCultureCode(code));
  if (wrong !== undefined)
    throw new AppError('INVALID_INPUT', [
      { field: 'managingCultureCodes', message: `${wrong} is not a culture code of the portal.` },
    ]);
  return [...new Set(codes)];
}

interface Target {
  id: string;
  email: string;
}

/** Sets an account's roles and cultures; an account off the staff domain may be given none. */
export async function setStaff(
  db: Db,
  staffDomain: string,
  target: Target,
  grant: StaffGrantBody,
  grantedBy: string,
): Promise<void> {
  const managingCultureCodes = checkCultures(grant.managingCultureCodes);
  const roles = STAFF_ROLES.filter((role) => grant.roles.includes(role));
  if ((roles.length || managingCultureCodes.length) && !isStaffEmail(target.email, staffDomain))
    throw new AppError('STAFF_DOMAIN_ONLY');
  await db.transaction((tx) => replaceStaff(tx, target.id, { roles, managingCultureCodes }, grantedBy));
}

/** The account of an address, for the operator commands. */
async function accountOf(db: Queryable, email: string): Promise<Target> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw new Error(`There is no account with the address ${email}.`);
  return user;
}

/** `staff:grant`: adds a role (and cultures) to what the account holds. */
export async function grantRole(
  db: Db,
  staffDomain: string,
  email: string,
  role: StaffRole,
  cultures: readonly string[],
): Promise<void> {
  if (!isStaffEmail(email.trim(), staffDomain))
    throw new Error(
      `${email} is not on the staff domain ${staffDomain}: staff roles are only for the maker's own addresses (STAFF_EMAIL_DOMAIN).`,
    );
  const target = await accountOf(db, email);
  const roles = await rolesOf(db, target.id);
  const current = (await listStaff(db)).find((member) => member.userId === target.id);
  await setStaff(
    db,
    staffDomain,
    target,
    {
      roles: [...new Set([...roles, role])],
      managingCultureCodes: [...new Set([...(current?.managingCultureCodes ?? []), ...cultures])],
    },
    'operator',
  );
}

/** `staff:revoke`: removes one role, or every role and culture. */
export async function revokeRole(db: Db, email: string, role?: StaffRole): Promise<void> {
  const target = await accountOf(db, email);
  const roles = await rolesOf(db, target.id);
  const current = (await listStaff(db)).find((member) => member.userId === target.id);
  const next = role
    ? {
        roles: roles.filter((held) => held !== role),
        managingCultureCodes: current?.managingCultureCodes ?? [],
      }
    : { roles: [], managingCultureCodes: [] };
  if (role === 'content') next.managingCultureCodes = [];
  await replaceStaff(db, target.id, next, 'operator');
}

/** `PUT admin/staff/{userId}`: the account must exist (404 otherwise: only admins get this far). */
export async function putStaff(
  db: Db,
  staffDomain: string,
  userId: string,
  grant: StaffGrantBody,
  by: string,
) {
  const target = await findUser({ db }, userId);
  if (!target) throw new AppError('STAFF_USER_NOT_FOUND');
  await setStaff(db, staffDomain, target, grant, by);
  return (
    (await listStaff(db)).find((member) => member.userId === userId) ?? {
      userId,
      email: target.email,
      firstName: target.firstName,
      lastName: target.lastName,
      roles: [],
      managingCultureCodes: [],
    }
  );
}

/**
 * `GET admin/staff?email=`: the account of a staff-domain address as a member, with the roles it holds (none
 * yet for an account the admin is about to add); an empty list when no account has the address. An address off
 * the domain is refused before anything is read, so the admin learns nothing of customers' accounts here.
 */
export async function findStaffCandidate(db: Db, staffDomain: string, email: string) {
  if (!isStaffEmail(email, staffDomain)) throw new AppError('STAFF_DOMAIN_ONLY');
  const user = await findUserByEmail(db, email);
  if (!user) return [];
  const member = (await listStaff(db)).find((held) => held.userId === user.id);
  return [
    member ?? {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: [],
      managingCultureCodes: [],
    },
  ];
}
