import { apiRequest } from '@/lib/api-client';

/** DELETE log (services API): removes the events stored for the signed-in account. */
export function deleteLogEvents(): Promise<unknown> {
  return apiRequest('log', { base: 'services', method: 'DELETE', auth: 'id' });
}
