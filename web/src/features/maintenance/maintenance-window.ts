import { MAINTENANCE_WINDOW } from '@backstage/domain';

// Intl has no Serbian (Latin, Serbia) under the portal's legacy code.
const intlLocale = (culture: string) => (culture === 'Lt-sr-SP' ? 'sr-Latn' : culture);

/** The maintenance window as "start – end" in the user's culture and time zone. */
export function formatMaintenanceWindow(culture: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(culture), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  return format.formatRange(new Date(MAINTENANCE_WINDOW.start), new Date(MAINTENANCE_WINDOW.end));
}

/** The name of the time zone the window is shown in ("Japan Standard Time", "日本標準時"). */
export function maintenanceTimeZoneName(culture: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale(culture), {
    timeZoneName: 'long',
    timeZone,
  }).formatToParts(new Date(MAINTENANCE_WINDOW.start));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
