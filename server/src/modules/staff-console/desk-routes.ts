import {
  deskTicketListResponseSchema,
  deskTicketResponseSchema,
  ticketAnswerSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerTicket, deskQuery, getDeskTicket, listDeskTickets, ticketParams } from '../support';
import { audit } from './audit-service';
import { staffOnly } from './guard';

const tags = ['staff console'];

/**
 * The help desk's calls (docs/product.md#help-desk), under `admin/desk/` with the console's other calls: the
 * console's support section, so the same door as the customer lookup (staff domain, the `support` role, a second factor, 30 idle minutes) holds before a ticket is
 * read, and each answer is audited. The tickets and their mails stay the support module's.
 */
export async function staffDeskRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = [app.authenticate('id'), staffOnly(deps, 'support')];

  api.get('/api/v1/admin/desk/tickets', {
    schema: {
      tags,
      summary: 'The help desk queue (support role)',
      querystring: deskQuery,
      response: { 200: deskTicketListResponseSchema },
    },
    preHandler: support,
    handler: (request) => listDeskTickets(deps, request.query.status),
  });
  api.get('/api/v1/admin/desk/tickets/:ticketId', {
    schema: {
      tags,
      summary: 'One ticket of the help desk with its requester and replies (support role)',
      params: ticketParams,
      response: { 200: deskTicketResponseSchema },
    },
    preHandler: support,
    handler: (request) => getDeskTicket(deps, request.params.ticketId),
  });
  api.post('/api/v1/admin/desk/tickets/:ticketId/replies', {
    schema: {
      tags,
      summary: 'Answer a ticket (support role); the requester gets the answer by mail',
      params: ticketParams,
      body: ticketAnswerSchema,
      response: { 201: deskTicketResponseSchema },
    },
    preHandler: support,
    handler: async (request, reply) => {
      const answered = await answerTicket(deps, request.user!, request.params.ticketId, request.body);
      // An answer is a staff act like the others: the audit log names the ticket (docs/product.md#staff-audit).
      await audit(deps.db, request, { action: 'answerTicket', detail: `ticket #${answered.id}` });
      return reply.status(201).send(answered);
    },
  });
}
