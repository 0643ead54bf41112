-- The catalogue at scale (issue #5: 50,000 products).

-- searchProducts matches a prefix of the model code or of the name, ignoring case, and answers the first
-- matches in order. With "C" collation a plain btree serves both the prefix (LIKE 'fp-3%' becomes a range)
-- and the order, so the first 50 matches are read off the index and nothing else is sorted; it works the
-- same on PGlite and PostgreSQL and needs no extension (no trigram index).
create index products_model_code_prefix on products ((lower(model_code) collate "C"));
create index products_name_prefix on products ((lower(name) collate "C"));
-- Superseded by products_model_code_prefix: it serves the prefix but not the order.
drop index products_model_code_lower;

-- A counter per master list, moved by any statement that writes the list (seed, an operator's SQL, a later
-- admin screen), so the server knows in one indexed read whether the whole list it keeps built in memory is
-- still current, instead of aggregating every row (what counted, summed and took the latest date of
-- 50,000 products on each cache request).
create table master_list_versions (
  list text primary key,
  version bigint not null
);

create function bump_master_list_version() returns trigger language plpgsql as $$
begin
  insert into master_list_versions (list, version) values (tg_table_name, 1)
    on conflict (list) do update set version = master_list_versions.version + 1;
  return null;
end
$$;

create trigger genders_version after insert or update or delete or truncate on genders
  for each statement execute function bump_master_list_version();
create trigger phone_types_version after insert or update or delete or truncate on phone_types
  for each statement execute function bump_master_list_version();
create trigger purchasing_methods_version after insert or update or delete or truncate on purchasing_methods
  for each statement execute function bump_master_list_version();
create trigger interests_version after insert or update or delete or truncate on interests
  for each statement execute function bump_master_list_version();
create trigger culture_codes_version after insert or update or delete or truncate on culture_codes
  for each statement execute function bump_master_list_version();
create trigger brands_version after insert or update or delete or truncate on brands
  for each statement execute function bump_master_list_version();
create trigger questionnaire_labels_version after insert or update or delete or truncate on questionnaire_labels
  for each statement execute function bump_master_list_version();
create trigger state_provinces_version after insert or update or delete or truncate on state_provinces
  for each statement execute function bump_master_list_version();
create trigger products_version after insert or update or delete or truncate on products
  for each statement execute function bump_master_list_version();
create trigger stores_version after insert or update or delete or truncate on stores
  for each statement execute function bump_master_list_version();
