-- Any change to a master-list row moves its update_date, whoever writes it (seed, an operator's SQL, a later
-- admin screen): incremental clients (updateDate) and the cache-list fingerprint depend on it.

create function touch_update_date() returns trigger language plpgsql as $$
begin
  if row(new.*) is distinct from row(old.*) then
    new.update_date := now();
  end if;
  return new;
end
$$;

create trigger genders_touch before update on genders for each row execute function touch_update_date();
create trigger phone_types_touch before update on phone_types for each row execute function touch_update_date();
create trigger purchasing_methods_touch before update on purchasing_methods
  for each row execute function touch_update_date();
create trigger interests_touch before update on interests for each row execute function touch_update_date();
create trigger culture_codes_touch before update on culture_codes for each row execute function touch_update_date();
create trigger brands_touch before update on brands for each row execute function touch_update_date();
create trigger questionnaire_labels_touch before update on questionnaire_labels
  for each row execute function touch_update_date();
create trigger state_provinces_touch before update on state_provinces
  for each row execute function touch_update_date();
create trigger products_touch before update on products for each row execute function touch_update_date();
create trigger stores_touch before update on stores for each row execute function touch_update_date();
