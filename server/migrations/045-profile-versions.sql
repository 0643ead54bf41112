-- A version per account's profile (docs/decisions/056-profiles-kept-by-version.md): moved by every write of the
-- account's row and of what its profile shows (phones, interests, store id), by this server, another process
-- or an operator's SQL, so a server that keeps a profile in memory learns from one indexed read of the
-- account whether it is still current.
alter table users add column profile_version bigint not null default 0;

create function bump_profile_version() returns trigger language plpgsql as $$
begin
  new.profile_version := old.profile_version + 1;
  return new;
end
$$;

create trigger users_profile_version before update on users
  for each row execute function bump_profile_version();

-- OLD is null for an insert and NEW for a delete; a row moved to another account moves both versions.
create function bump_owner_profile_version() returns trigger language plpgsql as $$
begin
  update users set profile_version = profile_version + 1 where id = new.user_id or id = old.user_id;
  return null;
end
$$;

create trigger user_phones_profile_version after insert or update or delete on user_phones
  for each row execute function bump_owner_profile_version();
create trigger user_interests_profile_version after insert or update or delete on user_interests
  for each row execute function bump_owner_profile_version();
create trigger external_user_ids_profile_version after insert or update or delete on external_user_ids
  for each row execute function bump_owner_profile_version();
