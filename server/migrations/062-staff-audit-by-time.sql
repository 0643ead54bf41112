-- The audit log is read newest first by the entry's time (docs/product.md#staff-audit). With a first and last
-- day, this index walks the days' entries from the newest and stops at the page: no scan of every newer entry
-- and no sort of the whole range. The per-customer and per-staff indexes of migration 058 stay for those filters
-- and for the customer's own list of staff actions.
create index staff_audit_time on staff_audit (create_date, id);
