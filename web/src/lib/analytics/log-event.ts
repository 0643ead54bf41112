import { sanitizeLogEvent } from '@backstage/domain';
import i18next from 'i18next';
import { currentBrand } from '../../theme/current-brand';
import { apiRequest } from '../api-client';
import { isSignedIn } from '../credentials';
import { isAnalyticsEnabled } from './analytics-settings';
import { APP_VERSION_NUMBER, appVersionHash } from './build-info';

export type LogExtras = Record<string, unknown>;

/** Spec §3 log event: where the user is, in which culture and brand, on which build, plus extras. */
export function buildLogEvent(event: string, extras: LogExtras = {}) {
  return sanitizeLogEvent({
    ...extras,
    event,
    pageTitle: document.title,
    pagePath: window.location.pathname,
    pageHash: window.location.hash,
    cultureCode: i18next.language ?? '',
    brand: currentBrand(),
    appVersionNumber: APP_VERSION_NUMBER,
    appVersionHash: appVersionHash(),
  });
}

/**
 * Sends a log event to the services API, with the id token when signed in (spec §6). Silent when analytics
 * is off; a failure only reaches debug output, never the user or the caller (spec §8 Logging).
 */
export async function logEvent(event: string, extras: LogExtras = {}): Promise<void> {
  if (!isAnalyticsEnabled()) return;
  try {
    await apiRequest('log', {
      base: 'services',
      method: 'POST',
      body: buildLogEvent(event, extras),
      auth: isSignedIn() ? 'id' : 'none',
    });
  } catch (error) {
    console.debug('[analytics] log event not sent', event, error);
  }
}

/** Spec §3 error log: where it happened and what went wrong. */
export function logError(eventSource: string, description: unknown): Promise<void> {
  const text = description instanceof Error ? description.message : String(description ?? '');
  return logEvent('error', { eventSource, description: text });
}
