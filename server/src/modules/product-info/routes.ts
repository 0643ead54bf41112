import { normalizeCultureCode } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerBadQueriesAsInvalidParameters } from '../../plugins/invalid-parameters';
import { sendCachedJson } from './cached-json';
import { loadContent } from './content-store';
import { contentDocument, parseContentKey, staticDocument } from './json-service';
import {
  contentDocumentResponseSchema,
  contentDocumentsResponseSchema,
  jsonQuery,
  jsonStaticQuery,
} from './schemas';

const tags = ['product information'];

/** docs/product.md#product-info `GET json?key=` and `json/static?key=`: product info, curation and localisation JSON (public). */
export async function productInfoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const content = loadContent();

  answerBadQueriesAsInvalidParameters(app);

  api.get('/api/v1/json', {
    schema: {
      tags,
      summary:
        'Product info (key=product/{slug}), curation or localization in a culture (en-US where it has none)',
      querystring: jsonQuery,
      response: { 200: contentDocumentResponseSchema },
    },
    handler: async (request, reply) => {
      const key = parseContentKey(request.query.key);
      const cultureCode = normalizeCultureCode(request.query.culture_code);
      return sendCachedJson(request, reply, await contentDocument(deps, content, key, cultureCode));
    },
  });

  api.get('/api/v1/json/static', {
    schema: {
      tags,
      summary: 'The same documents for every culture with its own text, keyed by culture code',
      querystring: jsonStaticQuery,
      response: { 200: contentDocumentsResponseSchema },
    },
    handler: async (request, reply) =>
      sendCachedJson(request, reply, await staticDocument(deps, content, parseContentKey(request.query.key))),
  });
}
