-- Master lists of docs/product.md#master-lists. Every list has update_date (incremental fetch), is_deleted (soft delete, so
-- incremental clients learn of removals) and meta (a JSON string whose keys merge into the API item).

create table genders (
  id integer primary key,
  value text not null unique,
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now()
);

create table phone_types (like genders including all);
create table purchasing_methods (like genders including all);
create table interests (like genders including all);

create table culture_codes (
  id integer primary key,
  value text not null unique,
  region text not null,
  language text not null,
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now()
);

create table brands (
  id integer primary key,
  value text not null unique,
  client_id text not null unique,
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now()
);

create table questionnaire_labels (
  id integer primary key,
  name text not null unique,
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now()
);

create table state_provinces (
  id serial primary key,
  country_code text not null,
  code text not null,
  name text not null,
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now(),
  unique (country_code, code)
);

create table products (
  id serial primary key,
  slug text not null unique,
  name text not null,
  brand text not null,
  model_code text not null unique,
  category_id integer,
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now()
);
create index products_model_code_lower on products (lower(model_code) text_pattern_ops);

create table stores (
  id serial primary key,
  name text not null,
  country_code text not null,
  state_province text,
  city text not null,
  url text,
  culture_code_id integer references culture_codes (id),
  meta text,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now(),
  unique (name, city)
);

create index genders_update_date on genders (update_date);
create index products_update_date on products (update_date);
create index stores_update_date on stores (update_date);
