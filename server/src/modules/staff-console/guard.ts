import {
  DESTRUCTIVE_STAFF_ACTIONS,
  STAFF_IDLE_MINUTES,
  type StaffAction,
  type StaffRole,
} from '@backstage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requireReauthentication, type UserRow } from '../accounts';
import { isStaffEmail } from '../profile';
import { rolesOf, sessionSignIn } from './staff-repo';

/** The staff member behind a console call, once the guard let it through. */
export interface StaffCaller {
  id: string;
  email: string;
  role: StaffRole;
  roles: StaffRole[];
  managingCultureCodes: string[];
  /** Whether this call already showed a re-authentication proof (it is asked for once). */
  reauthenticated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffCaller;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDLE_MS = STAFF_IDLE_MINUTES * 60_000;
/** How long the console remembers a session's last use (longer than any session lives). */
const LAST_USE_TTL_S = 30 * 24 * 3600;
const lastUseKey = (sessionId: string) => `staff-console:last-use:${sessionId}`;

/** Whether a session signed in with two-step sign-in or a passkey (docs/product.md#staff-console). */
export async function secondFactorOf(deps: Pick<Deps, 'db'>, userId: string, sessionId: string | undefined) {
  if (!sessionId || !UUID.test(sessionId)) return undefined;
  const signIn = await sessionSignIn(deps.db, userId, sessionId);
  if (!signIn?.amr.some((method) => method === 'otp' || method === 'hwk')) return undefined;
  return signIn;
}

/** The staff roles an account may use: none off the staff domain, whatever is stored. */
export async function usableRoles(deps: Deps, user: Pick<UserRow, 'id' | 'email'>): Promise<StaffRole[]> {
  if (!isStaffEmail(user.email, deps.config.STAFF_EMAIL_DOMAIN)) return [];
  return rolesOf(deps.db, user.id);
}

/**
 * The console's door (docs/product.md#staff-console, ADR 079), checked before anything about the target is
 * read, so a refusal tells nothing of it: an account on the staff domain, holding the role, in a session that
 * passed two-step sign-in or a passkey and used the console within 30 minutes (else a re-authentication proof
 * starts it again). Destructive actions always need the proof.
 */
export async function admitStaff(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  role: StaffRole,
): Promise<StaffCaller> {
  const user = request.user!;
  if (!isStaffEmail(user.email, deps.config.STAFF_EMAIL_DOMAIN)) throw new AppError('NOT_ROLAND_ACCOUNT');
  const roles = await rolesOf(deps.db, user.id);
  if (!roles.includes(role)) throw new AppError('STAFF_ROLE_REQUIRED');
  const sessionId = request.bearer?.sid;
  const signIn = await secondFactorOf(deps, user.id, sessionId);
  if (!signIn || !sessionId) throw new AppError('STAFF_SECOND_FACTOR_REQUIRED');
  const stored = Number(await deps.kv.get(lastUseKey(sessionId)));
  const lastUse = Math.max(stored || 0, signIn.created.getTime());
  let reauthenticated = false;
  if (Date.now() - lastUse > IDLE_MS) {
    if (!request.headers['x-reauth-token']) throw new AppError('STAFF_SESSION_EXPIRED');
    await requireReauthentication(deps, request, reply);
    reauthenticated = true;
  }
  await deps.kv.set(lastUseKey(sessionId), String(Date.now()), LAST_USE_TTL_S);
  const staff: StaffCaller = {
    id: user.id,
    email: user.email,
    role,
    roles,
    managingCultureCodes: user.managingCultureCodes,
    reauthenticated,
  };
  request.staff = staff;
  return staff;
}

/** A preHandler admitting a role (after the id-token check). */
export const staffOnly =
  (deps: Deps, role: StaffRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    await admitStaff(deps, request, reply, role);
  };

/** Asks for the re-authentication proof once per call (destructive actions, role changes). */
export async function requireStaffReauth(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.staff?.reauthenticated) return;
  await requireReauthentication(deps, request, reply);
  if (request.staff) request.staff.reauthenticated = true;
}

export const isDestructive = (action: StaffAction) => DESTRUCTIVE_STAFF_ACTIONS.includes(action);
