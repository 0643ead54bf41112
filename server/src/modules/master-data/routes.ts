import {
  MASTER_CACHE_SECONDS,
  MASTER_ITEMS,
  MASTER_REFRESH_SECONDS,
  type MasterItem,
} from '@backstage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  cacheFileParams,
  cacheFileQuery,
  listQuerySchema,
  listResponseSchema,
  searchQuerySchema,
  signedUrlSchema,
} from './schemas';
import { cachedList, listItems, searchProducts } from './service';
import { loadUrlSigningKey, signedPath, verifySignature } from './signed-url';

const tags = ['master data'];
const CACHE_FILES_BASE = '/api/v1/cache/files';

/** Spec §7 master-data calls: lists, cache lists, cache links, product search, server time. */
export async function masterDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const key = loadUrlSigningKey(app.config.DATA_DIR);

  const sendCached = async (
    item: MasterItem,
    maxAge: number,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const { body, etag } = await cachedList(app.db, item);
    reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json').send(body);
  };

  for (const item of MASTER_ITEMS) {
    api.get(`/api/v1/${item}`, {
      schema: {
        tags,
        summary: `List ${item}`,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema },
      },
      handler: (request) => {
        const { perPage, page, updateDate, 'cultureCodeIds[]': cultureCodeIds } = request.query;
        return listItems(app.db, item, {
          perPage,
          page,
          cultureCodeIds,
          updateDate: updateDate ? new Date(updateDate) : undefined,
        });
      },
    });
    api.get(`/api/v1/${item}/cache`, {
      schema: { tags, summary: `Whole ${item} list, cacheable (ETag)` },
      handler: (request, reply) => sendCached(item, MASTER_REFRESH_SECONDS[item], request, reply),
    });
  }

  const link = (name: 'products' | 'stores') => ({
    signedUrl: signedPath(key, CACHE_FILES_BASE, name, MASTER_CACHE_SECONDS[name]),
  });
  api.get('/api/v1/searchProducts/cache', {
    schema: { tags, summary: 'Signed link to the cached product list', response: { 200: signedUrlSchema } },
    handler: async () => link('products'),
  });
  api.get('/api/v1/stores/caches', {
    schema: { tags, summary: 'Signed link to the cached store list', response: { 200: signedUrlSchema } },
    handler: async () => link('stores'),
  });
  api.get(`${CACHE_FILES_BASE}/:name`, {
    schema: {
      tags,
      summary: 'A cached list behind a signed link',
      params: cacheFileParams,
      querystring: cacheFileQuery,
    },
    handler: (request, reply) => {
      const { name } = request.params;
      if (!verifySignature(key, name, request.query.expires, request.query.signature))
        throw new AppError('FORBIDDEN');
      return sendCached(name, MASTER_CACHE_SECONDS[name], request, reply);
    },
  });

  api.get('/api/v1/searchProducts', {
    schema: { tags, summary: 'Products by model code', querystring: searchQuerySchema },
    handler: async (request) => ({ data: await searchProducts(app.db, request.query.modelCode) }),
  });

  api.get('/api/v1/serverTime', {
    schema: { tags, summary: 'Server time', response: { 200: z.object({ serverTime: z.string() }) } },
    handler: async () => ({ serverTime: new Date().toISOString() }),
  });
}
