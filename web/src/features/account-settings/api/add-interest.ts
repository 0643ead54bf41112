import { apiRequest } from '../../../lib/api-client';
import { userPath } from '../../../lib/session';
import type { UserInterest } from './get-profile';

/** POST users/{id}/interests with one of the twelve interests, by id. */
export function addInterest(interestId: number): Promise<UserInterest> {
  return apiRequest(userPath('/interests'), {
    body: { interest: { id: interestId } },
    auth: 'id',
  });
}
