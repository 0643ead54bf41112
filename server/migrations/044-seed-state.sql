-- What the last seed was made from (docs/decisions/044-prepared-hot-statements-and-deferred-start.md): a start
-- whose server code and seed files are those of the last seed skips it. One row at most.
create table seed_state (
  id boolean primary key default true check (id),
  fingerprint text not null,
  seeded_at timestamptz not null default now()
);
