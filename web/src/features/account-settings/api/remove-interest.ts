import { apiRequest } from '../../../lib/api-client';

/** DELETE interests/{id}: removes one of the user's interest entries. */
export function removeInterest(userInterestId: number): Promise<unknown> {
  return apiRequest(`interests/${userInterestId}`, { method: 'DELETE', auth: 'id' });
}
