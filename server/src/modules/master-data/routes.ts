import {
  MASTER_CACHE_SECONDS,
  MASTER_ITEMS,
  MASTER_REFRESH_SECONDS,
  type MasterItem,
  masterCacheResponseSchema,
  masterListResponseSchema,
  productSearchResponseSchema,
  signedUrlResponseSchema,
} from '@backstage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendPrecompressed } from '../../lib/precompressed';
import { cacheFileQuery, listQuerySchema, searchQuerySchema } from './schemas';
import { cachedList, listItems, searchProducts } from './service';
import { loadUrlSigningKey, signedPath, verifySignature } from './signed-url';

const tags = ['master data'];
// The cached list is sent as the JSON text kept in memory (304 when the client's ETag is current).
const cacheResponses = { 200: masterCacheResponseSchema };

// The cached lists behind signed links (docs/product.md#master-refresh: products and stores load via a cache link first).
const CACHE_LINKS = [
  { name: 'products', path: '/api/v1/searchProducts/cache' },
  { name: 'stores', path: '/api/v1/stores/caches' },
] as const;

/** How long a client may keep the whole list: the cache seconds of docs/product.md#master-refresh where set, else the refresh seconds. */
const cacheSeconds = (item: MasterItem): number =>
  item === 'products' || item === 'stores' ? MASTER_CACHE_SECONDS[item] : MASTER_REFRESH_SECONDS[item];

/** True when `If-None-Match` names this ETag (a list, weak form or `*` included). */
const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim())) ?? false;

/** master-data calls (docs/product.md#master-calls): lists, cache lists, cache links, product search, server time. */
export async function masterDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const key = await loadUrlSigningKey(app.deps);

  const sendCached = async (item: MasterItem, request: FastifyRequest, reply: FastifyReply) => {
    const { body, etag } = await cachedList(app.deps.db, item);
    reply.header('etag', etag).header('cache-control', `public, max-age=${cacheSeconds(item)}`);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return sendPrecompressed(request, reply.type('application/json'), body);
  };

  for (const item of MASTER_ITEMS) {
    api.get(`/api/v1/${item}`, {
      schema: {
        tags,
        summary: `List ${item}`,
        querystring: listQuerySchema,
        response: { 200: masterListResponseSchema },
      },
      handler: (request) => {
        const { perPage, page, updateDate, 'cultureCodeIds[]': cultureCodeIds } = request.query;
        return listItems(app.deps.db, item, {
          perPage,
          page,
          cultureCodeIds,
          updateDate: updateDate ? new Date(updateDate) : undefined,
        });
      },
    });
    api.get(`/api/v1/${item}/cache`, {
      schema: { tags, summary: `Whole ${item} list, cacheable (ETag)`, response: cacheResponses },
      handler: (request, reply) => sendCached(item, request, reply),
    });
  }

  for (const { name, path } of CACHE_LINKS) {
    api.get(path, {
      schema: {
        tags,
        summary: `Signed link to the cached ${name} list`,
        response: { 200: signedUrlResponseSchema },
      },
      handler: async () => ({ signedUrl: signedPath(key, `${path}/file`, name, MASTER_CACHE_SECONDS[name]) }),
    });
    api.get(`${path}/file`, {
      schema: {
        tags,
        summary: `The cached ${name} list behind a signed link`,
        querystring: cacheFileQuery,
        response: cacheResponses,
      },
      handler: (request, reply) => {
        const { expires, signature } = request.query;
        if (!verifySignature(key, name, expires, signature)) throw new AppError('FORBIDDEN');
        return sendCached(name, request, reply);
      },
    });
  }

  api.get('/api/v1/searchProducts', {
    schema: {
      tags,
      summary: 'Products by model code',
      querystring: searchQuerySchema,
      response: { 200: productSearchResponseSchema },
    },
    handler: async (request) => ({ data: await searchProducts(app.deps.db, request.query.modelCode) }),
  });
}
