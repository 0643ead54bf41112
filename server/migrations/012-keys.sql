-- Keys and secrets live in the database so that every process of one deployment shares them without a
-- shared volume. Private parts are sealed with KEYS_ENCRYPTION_KEY when one is configured ('enc:v1:…').

-- Token-signing keys (ES256 JWKs): published in the JWKS from creation, signing from `signs_from`, stopped
-- at `retired_at` when a newer key takes over, removed at `expires_at` once the last token it signed expired.
create table signing_keys (
  kid text primary key,
  private_jwk text not null,
  public_jwk jsonb not null,
  signs_from timestamptz not null,
  retired_at timestamptz,
  expires_at timestamptz,
  create_date timestamptz not null default now()
);

-- HMAC secrets by name: the sign-up security token, the session cookie, the master-data cache links.
create table app_secrets (
  name text primary key,
  value text not null,
  create_date timestamptz not null default now()
);
