import type { CheckInResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { type CheckInRow, checkIn, listCheckIns } from './check-in-repo';

const answer = (row: CheckInRow): CheckInResponse => ({
  event: row.event,
  checkedInAt: row.checkedInAt.toISOString(),
});

/** Checks the user in at the event (docs/product.md#check-in); a repeat answers the first check-in. */
export async function checkInAt(deps: Deps, userId: string, event: string): Promise<CheckInResponse> {
  return answer(await checkIn(deps.db, userId, event));
}

/** The user's check-ins, newest first. */
export async function checkInsOf(deps: Deps, userId: string): Promise<{ data: CheckInResponse[] }> {
  return { data: (await listCheckIns(deps.db, userId)).map(answer) };
}
