-- OpenID Connect grants (docs/decisions/088-*): what an account let each relying party have (the consent
-- screen's answer, or a first-party client's sign-in), listed as "Connected apps"; and, for a session
-- without offline_access, the browser session its tokens end with.
create table oidc_grants (
  user_id uuid not null references users (id) on delete cascade,
  client_id text not null,
  -- The scopes the app holds: consented ones, and those a first-party client was given without a question.
  scopes text[] not null,
  -- Whether `scopes` were allowed on the consent screen (a first-party client's sign-in records use only).
  consented boolean not null default false,
  first_used_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  primary key (user_id, client_id)
);

-- Relying parties signed in to before grants existed are connected apps; none was asked, so none is consented.
insert into oidc_grants (user_id, client_id, scopes, consented, first_used_at, last_used_at)
select user_id, client_id,
  array(select distinct unnest(string_to_array(string_agg(scope, ' '), ' ')) order by 1),
  false, min(create_date), max(create_date)
from oidc_sessions group by user_id, client_id;

alter table oidc_sessions add column browser_session_id uuid;
