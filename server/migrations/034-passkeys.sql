-- Passkeys: WebAuthn credentials an account signs in with (docs/product.md#passkeys).

-- credential_id is the authenticator's id of the credential (base64url), unique across accounts: a sign-in
-- without an address finds its account by it. public_key is the COSE key the assertions are checked with
-- (public, but never shown or exported); counter is the authenticator's signature counter, raised by each
-- sign-in so a cloned authenticator's older count is refused.
create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  create_date timestamptz not null default now(),
  last_used timestamptz
);
create index passkeys_user on passkeys (user_id, create_date);
