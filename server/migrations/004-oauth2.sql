-- OAuth2 single sign-on for the brand sites (authorization code with PKCE).

-- The portal's browser session behind the httpOnly cookie set at sign-in.
create table browser_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  create_date timestamptz not null default now()
);
create index browser_sessions_user on browser_sessions (user_id);

-- Authorization codes: stored hashed, single use, ten minutes.
create table oauth2_codes (
  code_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
