import { useCulture } from '@/i18n';

/** Writes a day (YYYY-MM-DD) as the visit's culture does, in full ("12 March 2028", "2028年3月12日"). */
export function useFormatDay(): (day: string) => string {
  const { cultureCode } = useCulture();
  const format = new Intl.DateTimeFormat(cultureCode, { dateStyle: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
