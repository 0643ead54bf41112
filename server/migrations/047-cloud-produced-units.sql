-- docs/product.md#entitlement: the hardware units the maker built, by product code and serial number. A serial
-- activates its product's instrument only when it is listed here, and once (activated_date set), so a serial
-- that was never built grants nothing (issue 28, finding 3; docs/decisions/061-*). Seeded from
-- server/seed/produced-units.json and imported with `npm run units:import`.
create table cloud_produced_units (
  product_code text not null,
  serial text not null,
  activated_by uuid references users (id) on delete set null,
  activated_date timestamptz,
  create_date timestamptz not null default now(),
  primary key (product_code, serial)
);
