import { MAINTENANCE_WINDOW } from '@backstage/domain';

/** The maintenance window as "start – end" in the user's culture and time zone. */
export function formatMaintenanceWindow(culture: string, timeZone?: string): string {
  const locale = culture === 'Lt-sr-SP' ? 'sr-Latn' : culture;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  return format.formatRange(new Date(MAINTENANCE_WINDOW.start), new Date(MAINTENANCE_WINDOW.end));
}
