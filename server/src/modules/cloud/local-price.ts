import { convertUsdCents, localCurrencyOf } from '@backstage/domain/local-currency';
import type { Queryable } from '../../db/db';
import { readSeed } from '../../db/seed';
import { type ExchangeRate, findRate, upsertRates } from './exchange-rate-repo';

/** A USD price in the member's currency, with the rate it was converted at (docs/product.md#checkout). */
export interface LocalPrice {
  currency: string;
  amountMinor: number;
  rate: number;
  rateDate: string;
}

/**
 * The built-in processor's charge in a currency (docs/decisions/065-*): the USD price converted at the newest
 * rate dated on or before `now`. None for USD, or for a currency the rate table does not have: then the
 * charge is in USD, as the page says.
 */
export async function priceIn(
  db: Queryable,
  currency: string | null | undefined,
  usdCents: number,
  now: Date,
): Promise<LocalPrice | undefined> {
  if (!currency || currency === 'USD') return undefined;
  const rate = await findRate(db, currency, now);
  if (!rate) return undefined;
  return {
    currency,
    amountMinor: convertUsdCents(usdCents, currency, rate.perUsd),
    rate: rate.perUsd,
    rateDate: rate.date,
  };
}

/** The member's local price: the currency of their profile's country. */
export const localPrice = (db: Queryable, country: string | null | undefined, usdCents: number, now: Date) =>
  priceIn(db, localCurrencyOf(country), usdCents, now);

/** A payment's local columns for a price, or none. */
export const localColumns = (price: LocalPrice | undefined) =>
  price
    ? {
        localAmountMinor: price.amountMinor,
        localCurrency: price.currency,
        exchangeRate: price.rate,
        rateDate: price.rateDate,
      }
    : {};

const RATE_FORM = (r: ExchangeRate) =>
  /^[A-Z]{3}$/.test(r.currency) &&
  /^\d{4}-\d{2}-\d{2}$/.test(r.date) &&
  Number.isFinite(r.perUsd) &&
  r.perUsd > 0 &&
  typeof r.source === 'string' &&
  r.source.length > 0;

/**
 * The rate table of `server/seed/exchange-rates.json`, a seed step (`moduleSeeds` in src/app.ts): replacing the
 * file (or adding newer dated rows) replaces the rates at the next start. A bad row stops the seed.
 */
export async function seedExchangeRates(db: Queryable): Promise<void> {
  const rates = readSeed<ExchangeRate>('exchange-rates.json');
  const bad = rates.find((rate) => !RATE_FORM(rate));
  if (bad) throw new Error(`exchange-rates.json: not a rate: ${JSON.stringify(bad)}`);
  await upsertRates(db, rates);
}
