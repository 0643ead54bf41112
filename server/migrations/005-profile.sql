-- Profile (User, docs/product.md#user): gender, birthday, address, phones (at most 3) and interests; staff culture codes.

alter table users
  add column gender_id integer references genders (id),
  add column birthday date,
  add column postal_code text,
  add column state_province text,
  add column city text,
  add column address_line1 text,
  add column address_line2 text,
  add column address_line3 text,
  -- The cultures a maker-domain staff member manages (docs/product.md#staff-access); set by an operator, empty for customers.
  add column managing_culture_codes text[] not null default '{}';

create table user_phones (
  id serial primary key,
  user_id uuid not null references users (id) on delete cascade,
  number text not null,
  phone_type_id integer not null references phone_types (id),
  create_date timestamptz not null default now()
);
create index user_phones_user on user_phones (user_id);

create table user_interests (
  id serial primary key,
  user_id uuid not null references users (id) on delete cascade,
  interest_id integer not null references interests (id),
  create_date timestamptz not null default now(),
  unique (user_id, interest_id)
);
