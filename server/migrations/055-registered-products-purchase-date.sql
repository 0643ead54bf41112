-- The warranty reminder's look for units whose warranty can end soon (docs/product.md#warranty) takes the
-- completed registrations bought within a span of dates: read from this index instead of every registration.
-- Partial: pending registrations have no purchase date and are never reminded.
create index registered_products_purchase_date on registered_products (purchase_date)
  where status = 'registered';
