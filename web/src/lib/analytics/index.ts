export { injectAnalyticsScript, useAnalyticsScript } from './analytics-script';
export { isAnalyticsEnabled, useAnalyticsEnabled } from './analytics-settings';
export { APP_VERSION_NUMBER, appVersionHash } from './build-info';
export { buildLogEvent, logError, logEvent } from './log-event';
export { setAnalyticsEnabled } from './opt-out';
export { usePageViewLogging } from './use-page-view-logging';
