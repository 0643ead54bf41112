-- A ticket sent on to Zendesk (the Zendesk adapter, ZENDESK_SUBDOMAIN) keeps Zendesk's request id, so the
-- portal's copy (my requests) can be matched with the help desk's.
alter table support_tickets add column zendesk_id bigint;
