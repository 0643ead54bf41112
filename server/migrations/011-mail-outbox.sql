-- The durable mail outbox: every mail is written here in the transaction of the change that causes it and
-- delivered by a worker in each process, with retries. Rows from before were dev-outbox mail: delivered.
alter table mail_outbox
  add column status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column last_error text,
  add column sent_at timestamptz;
update mail_outbox set status = 'sent', sent_at = create_date;
create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';
create index mail_outbox_recipient on mail_outbox (recipient, id);
