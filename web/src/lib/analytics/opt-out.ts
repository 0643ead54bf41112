import { apiRequest } from '../api-client';
import { isSignedIn } from '../credentials';
import { storeAnalyticsEnabled } from './analytics-settings';

/**
 * Turns analytics on or off. Opting out while signed in also deletes the events stored for the account;
 * that call's failure is thrown so the settings screen can say so (the choice is stored either way).
 */
export async function setAnalyticsEnabled(enabled: boolean): Promise<void> {
  storeAnalyticsEnabled(enabled);
  if (!enabled && isSignedIn()) await apiRequest('log', { base: 'services', method: 'DELETE', auth: 'id' });
}
