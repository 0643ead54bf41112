-- Roland Cloud billing through FastSpring (docs/decisions/026-fastspring-adapter.md): the buyer's FastSpring
-- account, each webhook event once, and the processor's order behind a billing-history row.

-- The FastSpring account a member pays from, made once at the first checkout.
create table cloud_processor_accounts (
  user_id uuid not null references users (id) on delete cascade,
  processor text not null,
  account_ref text not null,
  create_date timestamptz not null default now(),
  primary key (user_id, processor)
);

-- Every webhook event handled, by the processor's event id: the same event delivered twice changes nothing.
create table cloud_webhook_events (
  processor text not null,
  event_id text not null,
  type text not null,
  received_date timestamptz not null default now(),
  primary key (processor, event_id)
);

-- The processor's order id behind a charge: one order is one row of billing history, whichever event told it.
alter table cloud_payments add column processor_ref text;
create unique index cloud_payments_processor_ref on cloud_payments (processor_ref) where processor_ref is not null;
