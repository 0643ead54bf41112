-- My Gear (Registered product, docs/product.md#registered-product, Questionnaire, Temporary data; Product registration, docs/product.md#product-registration).
-- Everything a user owns here goes with the account (on delete cascade to users).

-- Where a product may be registered: null = everywhere, else ISO alpha-2 codes and continent groups
-- (domain/src/product-regions.ts). Checked when registering, never used to hide a product.
alter table products add column regions text[];

create table registered_products (
  id integer generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  product_id integer not null references products (id),
  -- A copy of products.name kept by the triggers below, so that My Gear sorted by product name reads its
  -- first page from an index instead of joining and sorting every registration. "C" collation: the same
  -- order on PGlite and on a PostgreSQL server whatever its locale.
  product_name text collate "C" not null,
  serial_code text,
  purchase_date date,
  purchasing_method_id integer references purchasing_methods (id),
  store_id integer references stores (id),
  dealer_name text,
  status text not null check (status in ('pending', 'registered')),
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now(),
  -- docs/product.md#product-registration "This product has been added to your Roland Account": one product and serial once per user.
  unique (user_id, product_id, serial_code),
  check (status = 'pending' or (serial_code is not null and purchase_date is not null
    and purchasing_method_id is not null))
);
-- My Gear's sort methods (docs/product.md#my-gear-list), each an index walk from the user's first row; descending orders scan
-- backwards (a pending registration has no purchase date yet: first when newest first, last when oldest).
create index registered_products_user_date on registered_products (user_id, purchase_date, id);
create index registered_products_user_name on registered_products (user_id, lower(product_name), id);
-- Renaming a product updates its registrations; also the foreign key's own lookups.
create index registered_products_product on registered_products (product_id);

create function registered_product_name() returns trigger language plpgsql as $$
begin
  new.product_name := (select name from products where id = new.product_id);
  return new;
end
$$;
create trigger registered_products_name before insert or update of product_id on registered_products
  for each row execute function registered_product_name();

create function product_renamed() returns trigger language plpgsql as $$
begin
  update registered_products set product_name = new.name where product_id = new.id;
  return null;
end
$$;
create trigger products_renamed after update of name on products
  for each row when (old.name is distinct from new.name) execute function product_renamed();

-- Questionnaires (seed/questionnaires.json). Texts are JSON objects by culture code, en-US always present.
create table questionnaires (
  id integer primary key,
  name text not null check (name in ('ProductSurvey', 'ProductSurvey1', 'ProductSurvey2')),
  -- The cultures it is offered in (culture_codes ids); null: every culture.
  culture_code_ids integer[],
  -- {"en-US": {"title": "...", "description": "..."}, "ja-JP": {...}}
  texts jsonb not null,
  is_deleted boolean not null default false,
  update_date timestamptz not null default now()
);

create table questionnaire_label_links (
  questionnaire_id integer not null references questionnaires (id) on delete cascade,
  label_id integer not null references questionnaire_labels (id),
  primary key (questionnaire_id, label_id)
);
create index questionnaire_label_links_label on questionnaire_label_links (label_id);

create table questions (
  id integer primary key,
  questionnaire_id integer not null references questionnaires (id) on delete cascade,
  position integer not null,
  type text not null check (type in ('single', 'multiple', 'text')),
  required boolean not null,
  texts jsonb not null,
  update_date timestamptz not null default now()
);
create index questions_questionnaire on questions (questionnaire_id, position);

create table question_options (
  id integer primary key,
  question_id integer not null references questions (id) on delete cascade,
  position integer not null,
  texts jsonb not null,
  update_date timestamptz not null default now()
);
create index question_options_question on question_options (question_id, position);

-- One questionnaire taken about one registered product (answerInfos, docs/product.md#questionnaires: user, questionnaire, product).
create table answer_infos (
  id integer generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  questionnaire_id integer not null references questionnaires (id),
  registered_product_id integer not null references registered_products (id) on delete cascade,
  answered_date timestamptz,
  create_date timestamptz not null default now(),
  unique (registered_product_id, questionnaire_id)
);
create index answer_infos_user on answer_infos (user_id);

create table answers (
  answer_info_id integer not null references answer_infos (id) on delete cascade,
  question_id integer not null references questions (id),
  option_ids integer[] not null default '{}',
  text text,
  primary key (answer_info_id, question_id)
);

-- Temporary data (docs/product.md#temporary-data): a user's (user_id), or written signed out against an e-mail (email_hash: the
-- SHA-256 of the lower-cased address, so the table holds no address) until that e-mail signs in.
create table temporary_data (
  id bigint generated always as identity primary key,
  user_id uuid references users (id) on delete cascade,
  email_hash text,
  purpose text not null check (purpose in ('ProductRegistrationUsingQR', 'RedirectPathAfterSignup')),
  body jsonb not null,
  update_date timestamptz not null default now(),
  expires_at timestamptz not null,
  check ((user_id is null) <> (email_hash is null))
);
create unique index temporary_data_user on temporary_data (user_id, purpose) where user_id is not null;
create unique index temporary_data_email on temporary_data (email_hash, purpose) where email_hash is not null;
create index temporary_data_expires on temporary_data (expires_at);
