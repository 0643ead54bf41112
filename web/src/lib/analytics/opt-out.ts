import { isSignedIn } from '@/lib/credentials';
import { storeAnalyticsEnabled } from './analytics-settings';
import { deleteLogEvents } from './api/delete-log-events';

/**
 * Turns analytics on or off. Opting out while signed in also deletes the events stored for the account;
 * that call's failure is thrown so the settings screen can say so (the choice is stored either way).
 */
export async function setAnalyticsEnabled(enabled: boolean): Promise<void> {
  storeAnalyticsEnabled(enabled);
  if (!enabled && isSignedIn()) await deleteLogEvents();
}
