-- Billing history outlives a deleted account (docs/decisions/040-billing-history-outlives-deleted-accounts.md):
-- deleting the user no longer deletes its payments; they stay, anonymised, with no user.
alter table cloud_payments alter column user_id drop not null;
alter table cloud_payments drop constraint cloud_payments_user_id_fkey;
alter table cloud_payments
  add constraint cloud_payments_user_id_fkey foreign key (user_id) references users (id) on delete set null;
