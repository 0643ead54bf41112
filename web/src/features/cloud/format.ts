/** A price in USD (docs/product.md#cloud-plans: prices are shown in USD). */
export const usd = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * An amount in minor units of its currency (cents; yen for JPY) in the culture's number format, as charged
 * in the member's currency (docs/decisions/065-*); the minor digits are the ones Intl knows for the currency.
 */
export function money(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A date without the time, in the interface language. */
export const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
