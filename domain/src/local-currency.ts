import { countries } from 'countries-list';
import { countryByName } from './countries';

/**
 * The currency a member is charged in at the built-in checkout (docs/product.md#checkout): their profile
 * country's first currency (countries-list), USD without a country.
 */
export function localCurrencyOf(countryName: string | null | undefined): string {
  const code = countryByName(countryName)?.code as keyof typeof countries | undefined;
  return (code && countries[code]?.currency[0]) || 'USD';
}

/** Minor units of a currency (2 for JMD, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** A USD price in cents as minor units of another currency at `perUsd` units for one dollar, rounded half up. */
export function convertUsdCents(usdCents: number, currency: string, perUsd: number): number {
  return Math.round((usdCents / 100) * perUsd * 10 ** minorDigits(currency));
}

/** An amount in minor units as the checkout and billing history write it: `JMD 470.31`, `US$2.99`. */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'USD' ? 'symbol' : 'code',
    minimumFractionDigits: digits,
  })
    .format(minor / 10 ** digits)
    .replace(/^\$/, 'US$')
    .replace(/\u00a0/g, ' ');
}
