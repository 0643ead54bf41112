import { sanitizeLogEvent } from '@backstage/domain';
import i18next from 'i18next';
import { currentBrand } from '@/lib/current-brand';
import { debugOutput } from '@/lib/debug-output';
import { isAnalyticsEnabled } from './analytics-settings';
import { sendLogEvent } from './api/send-log-event';
import { APP_VERSION_NUMBER, appVersionHash } from './build-info';

export type LogExtras = Record<string, unknown>;

/** log event (docs/product.md#log-events): where the user is, in which culture and brand, on which build, plus extras. */
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

/** docs/product.md#log-events: page views and page timings are debug output only, never sent to the log service. */
const DEBUG_ONLY_EVENTS: ReadonlySet<string> = new Set(['page_view', 'page_timing']);

/**
 * Sends a log event to the services API, with the id token when signed in (docs/product.md#log-events); a page
 * view or page timing only goes to debug output. Silent when analytics is off; a failure only reaches debug
 * output, never the user or the caller (Logging, docs/product.md#log-events).
 */
export async function logEvent(event: string, extras: LogExtras = {}): Promise<void> {
  if (!isAnalyticsEnabled()) return;
  if (DEBUG_ONLY_EVENTS.has(event)) return debugOutput('[analytics]', buildLogEvent(event, extras));
  try {
    await sendLogEvent(buildLogEvent(event, extras));
  } catch (error) {
    debugOutput('[analytics] log event not sent', event, error);
  }
}

/** error log (docs/product.md#log-events): where it happened and what went wrong. */
export function logError(eventSource: string, description: unknown): Promise<void> {
  const text = description instanceof Error ? description.message : String(description ?? '');
  return logEvent('error', { eventSource, description: text });
}
