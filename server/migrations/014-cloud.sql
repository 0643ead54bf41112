-- Roland Cloud billing (docs/product.md#roland-cloud): the subscriptions stub of 002 grows into the billing
-- engine's record; checkout sessions, payments, entitlement keys and the member's products join it.
alter table subscriptions
  add column source integer not null default 1,
  add column offer_id text,
  add column processor text not null default 'builtin',
  add column processor_ref text,
  -- The built-in processor's payment method: the card's last four digits and how it behaves.
  add column card_last4 text,
  add column card_token text,
  add column amount_cents integer not null default 0,
  add column currency text not null default 'USD',
  add column period_months integer,
  add column next_charge_date timestamptz,
  add column renewal_attempts integer not null default 0,
  add column first_order_date timestamptz,
  add column cancellation_reason text,
  add column cancellation_comment text,
  add column update_date timestamptz not null default now();

-- The renewal job's question ("which renewals are due?") and the trial's ("has this user ever subscribed?").
create index subscriptions_due on subscriptions (next_charge_date) where next_charge_date is not null;
create index subscriptions_user on subscriptions (user_id);

-- A purchase or payment-method change waiting for the processor's page.
create table cloud_checkouts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('purchase', 'payment-method')),
  offer_id text,
  subscription_id uuid references subscriptions (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'processing', 'done', 'superseded')),
  processor text not null default 'builtin',
  processor_ref text,
  result_subscription_id uuid,
  create_date timestamptz not null default now()
);
create index cloud_checkouts_user on cloud_checkouts (user_id, status);

-- Billing history: every charge, declined charge and refund.
create table cloud_payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  subscription_id uuid references subscriptions (id) on delete set null,
  kind text not null check (kind in ('order', 'renewal', 'refund')),
  status text not null check (status in ('paid', 'declined', 'refunded')),
  description text not null,
  amount_cents integer not null,
  currency text not null default 'USD',
  card_last4 text,
  create_date timestamptz not null
);
create index cloud_payments_user on cloud_payments (user_id, create_date desc);

-- Lifetime keys and serial activations (docs/product.md#entitlement).
create table cloud_keys (
  key text primary key,
  product_code text not null,
  buyer_id uuid references users (id) on delete set null,
  payment_id uuid references cloud_payments (id) on delete set null,
  revoked boolean not null default false,
  registered_by uuid references users (id) on delete set null,
  registered_date timestamptz,
  create_date timestamptz not null default now()
);

-- What a member owns or picked: keys, activated hardware, loyalty picks.
create table cloud_user_products (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  product_code text not null,
  type integer not null,
  rule_type text,
  serial_number text,
  key text,
  create_date timestamptz not null default now(),
  unique (user_id, product_code, type)
);
-- A hardware serial activates once, whoever activates it.
create unique index cloud_user_products_serial on cloud_user_products (product_code, serial_number)
  where serial_number is not null;
