import { useMemo } from 'react';
import { useCulture } from '@/i18n';

/** Formats ISO times for the user's culture, date and time in the browser's time zone. */
export function useDateTime(): (iso: string) => string {
  const { cultureCode } = useCulture();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(cultureCode, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [cultureCode]);
}
