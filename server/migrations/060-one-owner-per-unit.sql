-- One unit (product and serial), one current owner across accounts (docs/product.md#unit-ownership, ADR 093).
-- A registration of a unit another account holds is pending and disputed from this time on, until support
-- settles it: no warranty runs for it.
alter table registered_products add column disputed_at timestamptz;

-- Units registered complete by more than one account before this rule: the earliest registration (a handed-on
-- unit keeps its first registration's date) stays the current owner's; the later ones become disputes. Their
-- accounts see them pending and disputed; no ticket is filed for them here.
update registered_products later set status = 'pending', disputed_at = now()
  where later.status = 'registered' and exists (
    select 1 from registered_products first
    where first.product_id = later.product_id and first.serial_code = later.serial_code
      and first.status = 'registered' and first.user_id <> later.user_id
      and (first.create_date, first.id) < (later.create_date, later.id));

-- The rule itself, so two accounts completing the same unit at once cannot both become its owner; also the
-- look-up of a unit's current owner.
create unique index registered_products_one_owner on registered_products (product_id, serial_code)
  where status = 'registered';
