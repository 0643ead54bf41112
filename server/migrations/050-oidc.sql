-- OpenID Connect (docs/decisions/063-*): how a browser session was signed in (the id token's amr), the
-- provider's authorization codes and its sessions (one per refresh-token family a relying party holds).
alter table browser_sessions add column amr text[] not null default '{pwd}';

create table oidc_codes (
  code_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text,
  nonce text,
  scope text not null,
  browser_session_id uuid not null,
  auth_time timestamptz not null,
  amr text[] not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- The family the code's exchange started: a second exchange of the code revokes it (RFC 6749 §4.1.2).
  family_id uuid
);
create index oidc_codes_expiry on oidc_codes (expires_at);

create table oidc_sessions (
  family_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  client_id text not null,
  scope text not null,
  auth_time timestamptz not null,
  amr text[] not null,
  create_date timestamptz not null default now()
);
create index oidc_sessions_user on oidc_sessions (user_id);
