-- docs/product.md#external-service-ids: the user's id at an outside service (the store: shopify), one per service.
create table external_user_ids (
  user_id uuid not null references users (id) on delete cascade,
  service_id text not null,
  external_id text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, service_id)
);
