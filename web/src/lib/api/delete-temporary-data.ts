import { apiRequest } from '@/lib/api-client';
import { temporaryDataPath } from './get-temporary-data';

/** DELETE temporaryData/{userId}/{purpose}: what was kept is used once. */
export function deleteTemporaryData(purpose: string): Promise<unknown> {
  return apiRequest(temporaryDataPath(purpose), { method: 'DELETE', auth: 'id' });
}
