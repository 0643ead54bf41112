-- docs/product.md#free-trial: e-mail addresses that had the free trial, as a keyed hash (HMAC-SHA256 under the
-- app secret `trial-use.key`), so the trial stays used after the account is deleted and nothing kept names
-- the person (docs/decisions/061-*).
create table cloud_trial_uses (
  email_hmac text primary key,
  create_date timestamptz not null default now()
);
