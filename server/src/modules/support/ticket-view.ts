import type { DeskTicketResponse, TicketResponse } from '@backstage/domain';
import type { TicketRow } from './ticket-repo';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A ticket as its requester sees it. */
export function ticketView(row: TicketRow): TicketResponse {
  return {
    id: row.id,
    form: row.form,
    type: row.type,
    status: row.status,
    brand: row.brand as TicketResponse['brand'],
    subject: row.subject,
    body: row.body,
    tags: row.tags,
    productName: row.productName,
    country: row.country,
    createDate: iso(row.createDate),
    updateDate: iso(row.updateDate),
    replies: row.replies.map((reply) => ({ ...reply, createDate: iso(reply.createDate) })),
  };
}

/** Staff also see who asked. */
export function deskTicketView(row: TicketRow): DeskTicketResponse {
  return { ...ticketView(row), requester: { name: row.requesterName, email: row.requesterEmail } };
}
