-- docs/product.md#check-in: who checked in at which event (once per account and event); gone with the account.
create table event_check_ins (
  user_id uuid not null references users (id) on delete cascade,
  event text not null,
  checked_in_at timestamptz not null default now(),
  primary key (user_id, event)
);
