-- New-device alerts (docs/product.md#new-device-alert): a sign-in from a device and place not seen on the
-- account in 90 days is mailed with a "this wasn't me" link. The link's token is kept only as a digest.
create table new_device_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  device text not null default '',
  browser text not null default '',
  country text not null default '',
  create_date timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index new_device_alerts_user on new_device_alerts (user_id);
