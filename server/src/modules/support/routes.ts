import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geoLookupFromConfig } from '../geo';
import { getArticle, searchArticles } from './article-service';
import {
  articleParamsSchema,
  articleResponseSchema,
  articleSearchQuerySchema,
  articleSearchResponseSchema,
  helpCenterSsoResponseSchema,
  helpCenterSsoSchema,
  supportCallSchema,
  supportRequestCreatedSchema,
  ticketListResponseSchema,
  ticketParams,
  ticketResponseSchema,
} from './schemas';
import { helpCenterSso } from './sso-service';
import { createSupportRequest, getMyRequest, listMyRequests } from './ticket-service';

const tags = ['support'];

/** support calls (docs/product.md#support-calls): support requests, my requests and the knowledge base (the staff help desk's calls are the staff console's, `staff-console/desk-routes.ts`). */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');
  // The ticket's country falls back to the client address's (docs/product.md#regions).
  const geo = await geoLookupFromConfig(deps.config);

  api.post('/api/v1/zendesk/request/', {
    schema: {
      tags,
      summary: 'Send a support form: it becomes a ticket and the requester gets a confirmation mail',
      body: supportCallSchema,
      response: { 201: supportRequestCreatedSchema },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply.status(201).send(
        await createSupportRequest(deps, request.user!, request.body, {
          geo,
          ip: request.ip,
          log: request.log,
        }),
      ),
  });
  api.get('/api/v1/zendesk/requests', {
    schema: {
      tags,
      summary: 'My requests: the caller’s tickets with replies',
      response: { 200: ticketListResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => listMyRequests(deps, request.user!),
  });
  api.get('/api/v1/zendesk/requests/:ticketId', {
    schema: {
      tags,
      summary: 'One of the caller’s tickets (another user’s: 404)',
      params: ticketParams,
      response: { 200: ticketResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => getMyRequest(deps, request.user!, request.params.ticketId),
  });
  api.get('/api/v1/zendesk/articles', {
    schema: {
      tags,
      summary: 'Search the knowledge base: ranked full-text search by words, labels and culture',
      querystring: articleSearchQuerySchema,
      response: { 200: articleSearchResponseSchema },
    },
    handler: ({ query }) =>
      searchArticles(deps, {
        query: query.query,
        labelNames: query.label_names,
        cultureCode: query.culture_code,
      }),
  });
  api.get('/api/v1/zendesk/articles/:id', {
    schema: {
      tags,
      summary: 'One knowledge-base article',
      params: articleParamsSchema,
      response: { 200: articleResponseSchema },
    },
    handler: (request) => getArticle(deps, request.params.id),
  });
  api.post('/api/v1/zendesk/sso', {
    schema: {
      tags,
      summary: 'Help-centre single sign-on: the help centre address carrying a Zendesk JWT',
      body: helpCenterSsoSchema,
      response: { 200: helpCenterSsoResponseSchema },
    },
    handler: (request) => helpCenterSso(deps, request.body),
  });
}
