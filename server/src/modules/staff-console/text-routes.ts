import {
  cultureTextListResponseSchema,
  cultureTextSchema,
  deletedResponseSchema,
  publishedTextsResponseSchema,
  publishResponseSchema,
  TEXTS_CACHE_SECONDS,
  textDraftBodySchema,
  textListQuerySchema,
  textPathSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOnly } from './guard';
import {
  assertManaged,
  listTexts,
  previewOf,
  publishTexts,
  revertText,
  type TextMemo,
  visitorTexts,
  writeDraft,
} from './text-service';

const tags = ['staff console'];
const cultureParams = z.object({ cultureCode: z.string().min(2).max(20) });

/** Culture texts: the content role's editor and the visitors' published texts (docs/product.md#culture-texts). */
export async function staffTextRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const content = [app.authenticate('id'), staffOnly(deps, 'content')];
  const memo: TextMemo = new Map();

  api.get('/api/v1/admin/texts/:cultureCode', {
    schema: {
      tags,
      summary: 'Every text key of a managed culture with source, shipped text and override (content)',
      params: cultureParams,
      querystring: textListQuerySchema,
      response: { 200: cultureTextListResponseSchema },
    },
    preHandler: content,
    handler: (request) => {
      assertManaged(request, request.params.cultureCode);
      return listTexts(deps, request.params.cultureCode, request.query.query || undefined);
    },
  });

  api.get('/api/v1/admin/texts/:cultureCode/preview', {
    schema: {
      tags,
      summary: 'The culture’s drafts over its published texts, for the preview link (content)',
      params: cultureParams,
      response: { 200: publishedTextsResponseSchema },
    },
    preHandler: content,
    handler: (request) => {
      assertManaged(request, request.params.cultureCode);
      return previewOf(deps, request.params.cultureCode);
    },
  });

  api.put('/api/v1/admin/texts/:cultureCode/:namespace/:key', {
    schema: {
      tags,
      summary: 'Saves a draft text; it keeps the English source’s placeholders and is never markup (content)',
      params: textPathSchema,
      body: textDraftBodySchema,
      response: { 200: cultureTextSchema },
    },
    preHandler: content,
    handler: (request) => {
      assertManaged(request, request.params.cultureCode);
      return writeDraft(deps, request, request.params, request.body.text);
    },
  });

  api.delete('/api/v1/admin/texts/:cultureCode/:namespace/:key', {
    schema: {
      tags,
      summary: 'Back to the shipped text: the draft and the published override go (content)',
      params: textPathSchema,
      response: { 200: deletedResponseSchema },
    },
    preHandler: content,
    handler: (request) => {
      assertManaged(request, request.params.cultureCode);
      return revertText(deps, memo, request, request.params);
    },
  });

  api.post('/api/v1/admin/texts/:cultureCode/publish', {
    schema: {
      tags,
      summary: 'Publishes the culture’s drafts: visitors get them within a minute (content; audited)',
      params: cultureParams,
      response: { 200: publishResponseSchema },
    },
    preHandler: content,
    handler: (request) => {
      assertManaged(request, request.params.cultureCode);
      return publishTexts(deps, memo, request, request.params.cultureCode);
    },
  });

  api.get('/api/v1/texts/:cultureCode', {
    schema: {
      tags: ['master data'],
      summary: 'Published staff texts of a culture by namespace and key (public; cached up to a minute)',
      params: cultureParams,
      response: { 200: publishedTextsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', `public, max-age=${TEXTS_CACHE_SECONDS / 2}`);
      return visitorTexts(deps, memo, request.params.cultureCode);
    },
  });
}
