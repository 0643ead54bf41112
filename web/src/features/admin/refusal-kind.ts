import { ApiRequestError } from '@/lib/api-client';

export type RefusalKind =
  | 'notForYou'
  | 'twoStep'
  | 'role'
  | 'sessionEnded'
  | 'signedOut'
  | 'notFound'
  | 'failed';

/** A session without a second factor: the server's refusal, or the staff member's own record saying so. */
export const NO_SECOND_FACTOR = 'twoStep';

/**
 * Sorts a console call's failure by what the staff member can do about it (docs/product.md#staff-console):
 * turn on two-step sign-in, ask for a role, sign in again, or try again. Any other 403 is a role the account
 * lacks (the server never says whether the target exists).
 */
export function refusalKind(error: unknown): RefusalKind {
  if (error === NO_SECOND_FACTOR) return 'twoStep';
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'NOT_ROLAND_ACCOUNT') return 'notForYou';
  if (error.code === 'STAFF_SECOND_FACTOR_REQUIRED') return 'twoStep';
  if (error.code === 'STAFF_SESSION_EXPIRED') return 'sessionEnded';
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'role';
  if (error.status === 404) return 'notFound';
  return 'failed';
}
