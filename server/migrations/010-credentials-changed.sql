-- When the account's credentials last changed (password reset or change, sign-out everywhere, e-mail change):
-- a browser session opened before it no longer signs anyone in through OAuth2.
alter table users add column credentials_changed_at timestamptz not null default now();
