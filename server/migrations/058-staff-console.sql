-- The staff console (docs/product.md#staff-console, ADR 079): roles per staff account, an append-only audit
-- log, and the culture texts staff write over the shipped ones.

-- A role held by a staff account (only accounts on STAFF_EMAIL_DOMAIN are granted one, and only they are
-- ever allowed to use one: the check is made again at every call). Cultures stay in users.managing_culture_codes.
create table staff_roles (
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('support', 'content', 'admin')),
  granted_by text not null,
  create_date timestamptz not null default now(),
  primary key (user_id, role)
);

-- Every opening of an account view and every staff action. Staff and customer are kept as ids and the staff
-- member's address as written then, without foreign keys, so an entry outlives both accounts.
create table staff_audit (
  id bigint generated always as identity primary key,
  create_date timestamptz not null default now(),
  staff_id uuid,
  staff_email text not null,
  role text not null,
  action text not null,
  user_id uuid,
  reason text,
  detail text,
  client_address text not null default ''
);
create index staff_audit_user on staff_audit (user_id, id desc);
create index staff_audit_staff on staff_audit (staff_id, id desc);

-- Append-only: no statement may change or remove an entry, whichever code sends it.
create function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit is append-only';
end;
$$;
create trigger staff_audit_no_update before update or delete on staff_audit
  for each row execute function staff_audit_append_only();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function staff_audit_append_only();

-- A staff text over a shipped one: the draft being edited and the text visitors get once published. The
-- English source and the shipped translation as they were when the text was written flag a later change.
create table text_overrides (
  culture_code text not null,
  namespace text not null,
  key text not null,
  draft text,
  published text,
  source_then text not null,
  shipped_then text,
  updated_by uuid,
  update_date timestamptz not null default now(),
  published_at timestamptz,
  primary key (culture_code, namespace, key)
);

-- Each culture's published version: bumped by every publish and revert, so clients and caches can tell.
create table text_versions (
  culture_code text primary key,
  version integer not null,
  update_date timestamptz not null default now()
);

-- Customer lookup (docs/product.md#customer-lookup): an e-mail's start, a name's start and a serial code,
-- each read from an index (pattern ops: a LIKE 'x%' walks them whatever the database's collation).
-- A ticket number is the help desk's id or the Zendesk one.
create index users_email_prefix on users (email text_pattern_ops);
create index users_first_name_prefix on users (lower(first_name) text_pattern_ops);
create index users_last_name_prefix on users (lower(last_name) text_pattern_ops);
create index registered_products_serial on registered_products (upper(serial_code));
create index support_tickets_zendesk on support_tickets (zendesk_id) where zendesk_id is not null;
