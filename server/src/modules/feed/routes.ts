import {
  feedPageResponseSchema,
  feedQuerySchema,
  GRAPH_ID_PATTERN,
  graphObjectResponseSchema,
  graphQuerySchema,
  normalizeCultureCode,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerBadQueriesAsInvalidParameters } from '../../plugins/invalid-parameters';
import { loadContent } from '../product-info';
import { type FeedContent, feedPage } from './feed-service';
import { graphObject } from './graph-service';
import { loadSeededFeed } from './seed-feed';

const tags = ['feed'];
const graphParams = z.object({ objectId: z.string().regex(GRAPH_ID_PATTERN, 'Invalid parameters.') });

/** docs/product.md#feed-calls the curated feed (`GET feed`) and the social proxy (`GET graphApi/{id}`). */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const content: FeedContent = { curation: loadContent().curation, seeded: loadSeededFeed() };
  answerBadQueriesAsInvalidParameters(app);

  api.get('/api/v1/feed', {
    schema: {
      tags,
      summary:
        'A page of the feed: 8 items of a tab (all, youtube, facebook, instagram) for a brand and culture',
      querystring: feedQuerySchema,
      response: { 200: feedPageResponseSchema },
    },
    handler: (request) =>
      feedPage(deps, content, request.log, {
        tab: request.query.tab,
        cursor: request.query.cursor,
        brand: request.query.brand,
        cultureCode: normalizeCultureCode(request.query.culture_code),
      }),
  });

  api.get('/api/v1/graphApi/:objectId', {
    schema: {
      tags,
      summary: 'A post or photo of the social sources: only the allowlisted fields asked for',
      params: graphParams,
      querystring: graphQuerySchema,
      response: { 200: graphObjectResponseSchema },
    },
    preHandler: app.authenticate('id'),
    handler: (request) =>
      graphObject(deps, content.seeded, request.params.objectId, request.query.fields, request.log),
  });
}
