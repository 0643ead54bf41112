-- Devices the app client registers (Device, docs/product.md#devices, docs/product.md#devices app/{userId}/devices): the raw pcode and productVer
-- as the device reports them; model code, serial and product code are derived on read (domain/src/device.ts),
-- so a fix to those rules needs no data migration. They go with the account (on delete cascade).
create table devices (
  id integer generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  pcode text not null,
  product_ver text not null,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now(),
  -- One row per unit and account: registering it again updates its productVer. Also serves the list by user.
  unique (user_id, pcode)
);
