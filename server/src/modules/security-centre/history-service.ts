import { SIGN_IN_HISTORY_PAGE, type SignInHistoryResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { signInEvents } from './sign-in-event-repo';

/**
 * docs/product.md#sign-in-history `GET users/{id}/signInHistory?cursor=`: 90 days, newest first, pages of 20. The
 * cursor is the last event of the previous page (the query schema checks its form); another account's event
 * id finds nothing.
 */
export async function signInHistory(
  deps: Pick<Deps, 'db'>,
  userId: string,
  cursor: string | undefined,
): Promise<SignInHistoryResponse> {
  const rows = await signInEvents(deps.db, userId, SIGN_IN_HISTORY_PAGE + 1, cursor);
  const page = rows.slice(0, SIGN_IN_HISTORY_PAGE);
  const last = page.at(-1);
  return {
    data: page.map(({ time, ...event }) => ({ ...event, time: new Date(time).toISOString() })),
    ...(rows.length > SIGN_IN_HISTORY_PAGE && last ? { nextCursor: last.id } : {}),
  };
}
