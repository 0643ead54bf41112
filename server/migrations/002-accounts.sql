-- Accounts (User, docs/product.md#user, lifecycle, docs/product.md#account-lifecycle). E-mail addresses are stored lower-cased; one account per address.

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  email_verified boolean not null default false,
  password_hash text not null,
  status text not null default 'pending' check (status in ('pending', 'active')),
  first_name text not null,
  middle_name text,
  last_name text not null,
  phonetic_first_name text,
  phonetic_last_name text,
  culture_code text not null,
  country text,
  allow_email boolean not null default false,
  mail_format_type text not null default 'html',
  signup_source text not null,
  brand text not null default 'DW',
  pending_email text,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now()
);

-- Users of the old portal, imported by an operator (npm run import:legacy-users); migrated ones are removed.
create table legacy_users (
  email text primary key,
  first_name text,
  last_name text,
  culture_code text,
  imported_at timestamptz not null default now()
);

-- Activation, password-reset and e-mail-change codes; the code itself is kept only as a hash.
create table verification_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('activation', 'password_reset', 'email_change')),
  code_hash text not null,
  new_email text,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  create_date timestamptz not null default now()
);
create index verification_codes_user on verification_codes (user_id, purpose);

-- Refresh tokens: stored hashed, rotated on use; a family shares one absolute expiry and is revoked whole
-- when a rotated token is presented again.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  client_id text not null,
  token_hash text not null unique,
  family_expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  create_date timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family_id);
create index refresh_tokens_user on refresh_tokens (user_id);

-- The dev outbox: mail kept in the database when no SMTP_URL is configured.
create table mail_outbox (
  id serial primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  create_date timestamptz not null default now()
);

-- Cloud subscriptions, minimal until the cloud issue: an active one blocks account deletion (docs/product.md#account-deletion).
create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  type integer not null,
  status integer not null,
  create_date timestamptz not null default now(),
  end_date timestamptz
);
