import { apiRequest } from '../../../lib/api-client';
import type { UserInterest } from '../../../lib/profile';
import { userPath } from '../../../lib/session';

/** POST users/{id}/interests with one of the twelve interests, by id. */
export function addInterest(interestId: number): Promise<UserInterest> {
  return apiRequest(userPath('/interests'), {
    body: { interest: { id: interestId } },
    auth: 'id',
  });
}
