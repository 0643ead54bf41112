-- docs/decisions/060-tokens-end-with-the-credentials.md: id and access tokens end with the credentials.
-- Tokens issued before this mark are refused (password reset, sign-out everywhere, "this wasn't me"); null
-- until the first such change.
alter table users add column tokens_valid_after timestamptz;
-- Sessions ended one at a time (security centre, password change) whose tokens may not have expired yet:
-- session id → epoch second after which none of them can be alive; older entries are pruned on each write.
alter table users add column ended_sessions jsonb not null default '{}';
