/** A price in USD (docs/product.md#cloud-plans: prices are shown in USD). */
export const usd = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A date without the time, in the interface language. */
export const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
