-- docs/decisions/013-verification-code-budgets.md, 061: each mail's kind, so the outbox holds every mail the
-- portal sends to a recipient's budget of mails of that kind an hour (issue 28, finding 4). Earlier rows have
-- none and count for nothing.
alter table mail_outbox add column kind text;
create index mail_outbox_recipient_kind on mail_outbox (recipient, kind, create_date);
