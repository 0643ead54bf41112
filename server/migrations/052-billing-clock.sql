-- The adjustable billing clock's offset (BILLING_CLOCK=adjustable, test rigs only): one row shared by every
-- process, so a clock moved through one is the time all of them bill by (docs/decisions/062-*).
create table billing_clock (
  id boolean primary key default true check (id),
  offset_ms bigint not null default 0
);
insert into billing_clock (id) values (true);
