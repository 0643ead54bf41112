-- The "two-step sign-in was turned on" mail's "this wasn't me" link undoes that authenticator
-- (docs/product.md#re-authentication, docs/decisions/073-*): the alert keeps when the factor it reports was
-- turned on, so the link removes that factor and no later one the owner set up.
alter table new_device_alerts add column two_step_enabled_at timestamptz;
