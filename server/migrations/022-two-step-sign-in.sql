-- Two-step sign-in with an authenticator app (docs/product.md#two-step-sign-in).

-- The account's TOTP secret (sealed with KEYS_ENCRYPTION_KEY when one is configured, as the signing keys
-- are); enabled_at is null while set-up waits for the first code. last_time_step refuses a code used before.
create table totp_factors (
  user_id uuid primary key references users (id) on delete cascade,
  secret text not null,
  enabled_at timestamptz,
  last_time_step bigint not null default 0,
  create_date timestamptz not null default now()
);

-- Single-use recovery codes, kept only as hashes.
create table recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index recovery_codes_user on recovery_codes (user_id);
