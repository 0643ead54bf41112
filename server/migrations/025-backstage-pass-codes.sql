-- docs/product.md#backstage-pass: codes an operator issues (npm run pass:create) for an event or promotion;
-- each is redeemed once, by the account that signed up or signed in with it.
create table backstage_pass_codes (
  code text primary key,
  event text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  redeemed_by uuid references users (id) on delete set null,
  redeemed_at timestamptz
);
