-- Warranty status and handing gear on (docs/product.md#warranty, docs/product.md#gear-transfer, ADR 066).

-- Warranty terms (seed/warranty-terms.json, loaded at every start by the warranty module): months of cover per
-- brand, or per registration category of a brand (category_id null: the brand's terms for the rest), and the
-- extra months a registration within the window after purchase adds.
create table warranty_terms (
  id integer generated always as identity primary key,
  brand text not null,
  category_id integer,
  months integer not null check (months >= 0),
  registration_bonus_months integer not null default 0 check (registration_bonus_months >= 0),
  registration_window_days integer not null default 0 check (registration_window_days >= 0),
  update_date timestamptz not null default now()
);
create unique index warranty_terms_brand_category on warranty_terms (brand, coalesce(category_id, 0));

-- The reminder 30 days before a warranty ends: one row per unit and end date, claimed in the transaction that
-- queues the mail, so it goes out once whichever process finds it due.
create table warranty_reminders (
  registered_product_id integer not null references registered_products (id) on delete cascade,
  ends_on date not null,
  create_date timestamptz not null default now(),
  primary key (registered_product_id, ends_on)
);

-- A registered product handed on to the owner of an e-mail address: pending for 14 days, the recipient's
-- code kept hashed. It goes with the sender's account or the registration.
create table gear_transfers (
  id uuid primary key default gen_random_uuid(),
  registered_product_id integer not null references registered_products (id) on delete cascade,
  from_user_id uuid not null references users (id) on delete cascade,
  recipient_email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'cancelled', 'declined', 'expired')),
  create_date timestamptz not null default now(),
  expires_at timestamptz not null,
  closed_at timestamptz
);
-- One open transfer per unit; a second one while it waits is refused.
create unique index gear_transfers_open on gear_transfers (registered_product_id) where status = 'pending';
create index gear_transfers_from on gear_transfers (from_user_id) where status = 'pending';
create index gear_transfers_recipient on gear_transfers (recipient_email) where status = 'pending';

-- A unit's history after its first registration (handed on, accepted): dates only and no person, so it
-- outlives every earlier owner's account and shows the current owner nobody's data (ADR 066).
create table gear_unit_events (
  id integer generated always as identity primary key,
  registered_product_id integer not null references registered_products (id) on delete cascade,
  event text not null check (event in ('handedOn', 'accepted')),
  occurred_on date not null
);
create index gear_unit_events_unit on gear_unit_events (registered_product_id, id);
