-- docs/product.md#parts-internal-access (ADR 071): a product whose parts sit inside it and are ordered and
-- fitted only by the maker's service network; consumers cannot order them. Seeded from products.json.
alter table products add column parts_need_internal_access boolean not null default false;
