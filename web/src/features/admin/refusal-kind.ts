import { ApiRequestError } from '@/lib/api-client';

export type RefusalKind = 'notForYou' | 'twoStep' | 'role' | 'sessionEnded' | 'notFound' | 'failed';

/**
 * Sorts a console call's failure by what the staff member can do about it: a session without a second factor is
 * refused with a 403 whose code names two-step sign-in; any other 403 is a role the account lacks (the server
 * never says whether the target exists, docs/product.md#staff-console).
 */
export function refusalKind(error: unknown): RefusalKind {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'NOT_ROLAND_ACCOUNT') return 'notForYou';
  if (error.status === 403 && /TWO_STEP|SECOND_FACTOR|MFA/.test(error.code)) return 'twoStep';
  if (error.status === 403) return 'role';
  if (error.status === 401) return 'sessionEnded';
  if (error.status === 404) return 'notFound';
  return 'failed';
}
