-- The security centre (docs/product.md#security-centre): where and on what each sign-in happened, and the
-- sign-in history. Device, browser and country are kept as shown (user agent and address are not stored).

-- One row per sign-in: its refresh-token family (the session id) and the browser session opened with it.
create table sign_in_sessions (
  family_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  browser_session_id uuid,
  client_id text not null,
  device text not null default '',
  browser text not null default '',
  country text not null default '',
  create_date timestamptz not null default now()
);
create index sign_in_sessions_user on sign_in_sessions (user_id);

-- Sign-in events of the last 90 days, newest first per user; older ones are deleted.
create table sign_in_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (
    kind in ('success', 'wrongPassword', 'locked', 'codeSent', 'twoStepPassed', 'twoStepFailed', 'passkey')
  ),
  client_id text not null,
  device text not null default '',
  browser text not null default '',
  country text not null default '',
  create_date timestamptz not null default now()
);
create index sign_in_events_user on sign_in_events (user_id, create_date desc, id desc);
create index sign_in_events_age on sign_in_events (create_date);
