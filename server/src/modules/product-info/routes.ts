import { type FieldError, normalizeCultureCode } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendCachedJson } from './cached-json';
import { type ContentStore, loadContent } from './content-store';
import { contentDocument, parseContentKey, staticDocument } from './json-service';
import * as s from './schemas';

const tags = ['product information'];

export interface ProductInfoOptions {
  /** Content to serve instead of server/content/ (tests). */
  content?: ContentStore;
}

/** Spec §7 `GET json?key=` and `json/static?key=`: product info, curation and localisation JSON (public). */
export async function productInfoRoutes(
  app: FastifyInstance,
  options: ProductInfoOptions = {},
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, content: options.content ?? loadContent() };

  // Spec §8 "Invalid parameters." for a bad query, as the services API answers; scoped to this plugin.
  app.setErrorHandler((error) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'querystring') {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid parameters.',
      }));
      throw new AppError('INVALID_PARAMETERS', fields);
    }
    throw error;
  });

  api.get('/api/v1/json', {
    schema: {
      tags,
      summary:
        'Product info (key=product/{slug}), curation or localization in a culture (en-US where it has none)',
      querystring: s.jsonQuery,
      response: { 200: s.jsonResponse },
    },
    handler: async (request, reply) => {
      const key = parseContentKey(request.query.key);
      const culture = normalizeCultureCode(request.query.culture_code);
      return sendCachedJson(request, reply, await contentDocument(context, key, culture));
    },
  });

  api.get('/api/v1/json/static', {
    schema: {
      tags,
      summary: 'The same documents for every culture with its own text, keyed by culture code',
      querystring: s.jsonStaticQuery,
      response: { 200: s.jsonStaticResponse },
    },
    handler: async (request, reply) =>
      sendCachedJson(request, reply, await staticDocument(context, parseContentKey(request.query.key))),
  });
}
