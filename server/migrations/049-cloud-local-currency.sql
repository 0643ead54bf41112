-- docs/product.md#checkout: prices are in USD and the built-in checkout charges in the member's local
-- currency (docs/decisions/065-*). The rate table is data: dated rows, units of the currency per US dollar,
-- seeded from server/seed/exchange-rates.json; a charge uses the newest rate dated on or before it.
create table cloud_exchange_rates (
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  rate_date date not null,
  per_usd numeric(20, 8) not null check (per_usd > 0),
  source text not null,
  primary key (currency, rate_date)
);

-- Billing history keeps both: the USD price (amount_cents, currency) and what the card was charged in the
-- local currency, with the rate and its date. Null for USD charges and charges of an outside processor.
alter table cloud_payments
  add column local_amount_minor bigint,
  add column local_currency text,
  add column exchange_rate numeric(20, 8),
  add column rate_date date;

-- Renewals charge in the currency of the first order.
alter table subscriptions add column local_currency text;
