import { apiRequest } from '@/lib/api-client';
import { isSignedIn } from '@/lib/credentials';

/** POST log (services API): one log event, with the id token when signed in (docs/product.md#log-events). */
export function sendLogEvent(event: Record<string, unknown>): Promise<unknown> {
  return apiRequest('log', {
    base: 'services',
    method: 'POST',
    body: event,
    auth: isSignedIn() ? 'id' : 'none',
  });
}
