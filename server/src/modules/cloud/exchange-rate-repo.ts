import type { Queryable } from '../../db/db';

export interface ExchangeRate {
  currency: string;
  /** YYYY-MM-DD: the day the rate is valid from. */
  date: string;
  /** Units of the currency for one US dollar. */
  perUsd: number;
  source: string;
}

/** Adds or replaces dated rates (a rate of the same currency and day is replaced). */
export async function upsertRates(db: Queryable, rates: readonly ExchangeRate[]): Promise<void> {
  const sql = `insert into cloud_exchange_rates (currency, rate_date, per_usd, source)
    select currency, date, "perUsd", source
      from json_to_recordset($1::json) as r(currency text, date date, "perUsd" numeric, source text)
    on conflict (currency, rate_date) do update set per_usd = excluded.per_usd, source = excluded.source`;
  await db.query(sql, [JSON.stringify(rates)]);
}

/** The newest rate of a currency dated on or before a day, or none. */
export async function findRate(db: Queryable, currency: string, on: Date): Promise<ExchangeRate | undefined> {
  const sql = `select currency, to_char(rate_date, 'YYYY-MM-DD') as date, per_usd::float8 as "perUsd", source
    from cloud_exchange_rates where currency = $1 and rate_date <= $2::date
    order by rate_date desc limit 1`;
  return (await db.query<ExchangeRate>(sql, [currency, on.toISOString().slice(0, 10)])).rows[0];
}
