import type { SupportTicket, TicketStatus } from '@backstage/domain';
import type { Queryable } from '../../db/db';

export interface TicketRow {
  id: number;
  userId: string;
  form: string;
  type: 'service_request' | 'question';
  status: TicketStatus;
  brand: string;
  subject: string;
  body: string;
  tags: string[];
  productName: string;
  country: string;
  requesterName: string;
  requesterEmail: string;
  createDate: Date;
  updateDate: Date;
  replies: ReplyRow[];
}

export interface ReplyRow {
  id: number;
  fromStaff: boolean;
  authorName: string;
  body: string;
  createDate: string;
}

export interface NewTicket extends SupportTicket {
  userId: string;
  form: string;
  requesterName: string;
  requesterEmail: string;
  /** Zendesk's request id when the ticket was sent there (the Zendesk adapter). */
  zendeskId?: number;
}

export async function insertTicket(
  db: Queryable,
  t: NewTicket,
): Promise<{ id: number; status: TicketStatus }> {
  const sql = `insert into support_tickets (user_id, form, type, brand, subject, body, tags, product_name,
      request_type, country, requester_name, requester_email, zendesk_id)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id, status`;
  const values: unknown[] = [t.userId, t.form, t.type, t.brand, t.subject, t.body, t.tags];
  values.push(t.customFields.productName);
  values.push(t.customFields.requestType, t.customFields.country, t.requesterName, t.requesterEmail);
  values.push(t.zendeskId ?? null);
  return (await db.query<{ id: number; status: TicketStatus }>(sql, values)).rows[0]!;
}

// Tickets with their replies in one round trip (a JSON array per ticket).
const SELECT = `select t.id, t.user_id as "userId", t.form, t.type, t.status, t.brand, t.subject, t.body, t.tags,
    t.product_name as "productName", t.country, t.requester_name as "requesterName",
    t.requester_email as "requesterEmail", t.create_date as "createDate", t.update_date as "updateDate",
    coalesce((select json_agg(json_build_object('id', r.id, 'fromStaff', r.from_staff,
      'authorName', r.author_name, 'body', r.body, 'createDate', r.create_date) order by r.id)
      from support_replies r where r.ticket_id = t.id), '[]'::json) as replies
  from support_tickets t`;

/** The user's tickets, newest first (docs/product.md#support-calls: my requests). */
export async function findUserTickets(db: Queryable, userId: string, limit = 100): Promise<TicketRow[]> {
  return (
    await db.query<TicketRow>(`${SELECT} where t.user_id = $1 order by t.id desc limit $2`, [userId, limit])
  ).rows;
}

/** One ticket, or none. */
export async function findTicket(db: Queryable, id: number): Promise<TicketRow | undefined> {
  return (await db.query<TicketRow>(`${SELECT} where t.id = $1`, [id])).rows[0];
}

/** The staff queue: tickets of a status (or all), oldest unsolved first. */
export async function findDeskTickets(db: Queryable, status: TicketStatus | undefined, limit = 200) {
  const sql = `${SELECT} where ($1::text is null or t.status = $1)
    order by (t.status = 'solved'), t.id limit $2`;
  return (await db.query<TicketRow>(sql, [status ?? null, limit])).rows;
}

export async function insertReply(
  db: Queryable,
  reply: { ticketId: number; fromStaff: boolean; authorName: string; body: string; status: TicketStatus },
): Promise<void> {
  await db.query(
    `with reply as (insert into support_replies (ticket_id, from_staff, author_name, body)
       values ($1, $2, $3, $4))
     update support_tickets set status = $5, update_date = now() where id = $1`,
    [reply.ticketId, reply.fromStaff, reply.authorName, reply.body, reply.status],
  );
}
