import type { TemporaryDataResponse } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';
import { currentUserId } from '@/lib/session';

export const temporaryDataPath = (purpose: string) => `temporaryData/${currentUserId()}/${purpose}`;

/** GET temporaryData/{userId}/{purpose}: what was kept for the signed-in user; body null when nothing. */
export function getTemporaryData(purpose: string): Promise<TemporaryDataResponse> {
  return apiRequest(temporaryDataPath(purpose), { auth: 'id' });
}
