-- A sign-in's refresh tokens as one row (docs/decisions/095-one-row-per-refresh-family.md): the family keeps the
-- digest of its unspent token and of the one it replaced, and a rotation updates that row in place. Nothing it
-- changes is indexed, so PostgreSQL rewrites the row on its page (a heap-only update) and no index grows with
-- every refresh, as the token-per-row table's four indexes did.
create table refresh_families (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  client_id text not null,
  -- The unspent token's digest.
  token_hash text not null,
  -- The token the last rotation spent, and when: a repeat within the memo's 15 s is answered (ADR 064).
  spent_hash text,
  spent_at timestamptz,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  create_date timestamptz not null default now(),
  -- The last time the family issued tokens (the sign-in or the latest rotation).
  issued_at timestamptz not null default now()
) with (fillfactor = 80);
create index refresh_families_user on refresh_families (user_id);

-- Every family that still signs in keeps going: its unspent token becomes the family's.
insert into refresh_families (id, user_id, client_id, token_hash, expires_at, revoked_at, create_date, issued_at)
  select family_id, (array_agg(user_id))[1], min(client_id), min(token_hash) filter (where rotated_at is null),
    min(family_expires_at), max(revoked_at), min(create_date), max(create_date)
  from refresh_tokens
  group by family_id
  having count(*) filter (where rotated_at is null) = 1 and count(revoked_at) = 0
    and min(family_expires_at) > now();

-- Tokens issued before this change name no family: the old table, only read, tells a presented one's family
-- (a spent one then counts as a reuse) until the last of those families expires.
-- Its rows still go with their account.
alter table refresh_tokens rename to legacy_refresh_tokens;
