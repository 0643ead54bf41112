-- Log events the app sends (Log event, docs/product.md#log-events, docs/product.md#log-events POST/DELETE log), stored after sanitising (docs/product.md#log-sanitising).
-- A signed-in sender's events are linked to the account so that opting out of analytics (DELETE log) and
-- deleting the account remove them: everything of an account goes with it, hence on delete cascade.

create table log_events (
  id bigint generated always as identity primary key,
  user_id uuid references users (id) on delete cascade,
  event text not null,
  -- Set by error logs (event 'error'): where it happened and what went wrong.
  event_source text,
  description text,
  -- Every other field of the event (page, culture, brand, app version, extras), already sanitised.
  payload jsonb not null default '{}',
  create_date timestamptz not null default now()
);
-- The operator query (npm run logs:query) filters by event and time.
create index log_events_event_date on log_events (event, create_date);
-- Opt-out deletes and the account-deletion cascade find a user's events without a scan.
create index log_events_user on log_events (user_id) where user_id is not null;
