-- The built-in help desk (docs/product.md#tickets): support requests become tickets that staff answer. A
-- ticket goes with its requester's account (on delete cascade to users).

create table support_tickets (
  id integer generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  form text not null,
  type text not null check (type in ('service_request', 'question')),
  status text not null default 'new' check (status in ('new', 'open', 'pending', 'solved')),
  brand text not null,
  subject text not null,
  body text not null,
  tags text[] not null,
  product_name text not null,
  request_type text not null,
  country text not null,
  requester_name text not null,
  requester_email text not null,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now()
);
-- My requests: the caller's tickets, newest first.
create index support_tickets_user on support_tickets (user_id, id desc);
-- The staff queue: unsolved tickets first, by age.
create index support_tickets_status on support_tickets (status, id);

create table support_replies (
  id integer generated always as identity primary key,
  ticket_id integer not null references support_tickets (id) on delete cascade,
  from_staff boolean not null,
  author_name text not null,
  body text not null,
  create_date timestamptz not null default now()
);
create index support_replies_ticket on support_replies (ticket_id, id);
