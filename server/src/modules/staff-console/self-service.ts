import type { StaffSelfResponse } from '@backstage/domain';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isStaffEmail } from '../profile';
import { secondFactorOf, usableRoles } from './guard';

/**
 * `GET admin/users/{own id}` (spec §7 "admin user"): who the staff member is in the console, their roles and
 * cultures and whether this session passed a second factor, so the console can say to turn two-step on. Only
 * their own, so it asks no role or second factor; anyone off the staff domain gets "Not Roland Account".
 */
export async function staffSelf(deps: Deps, request: FastifyRequest): Promise<StaffSelfResponse> {
  const user = request.user!;
  if (!isStaffEmail(user.email, deps.config.STAFF_EMAIL_DOMAIN)) throw new AppError('NOT_ROLAND_ACCOUNT');
  const [roles, signIn] = await Promise.all([
    usableRoles(deps, user),
    secondFactorOf(deps, user.id, request.bearer?.sid),
  ]);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles,
    managingCultureCodes: user.managingCultureCodes,
    secondFactor: !!signIn,
  };
}
