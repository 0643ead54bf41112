import { createHash } from 'node:crypto';
import { PRODUCT_INFO_UPDATE_RESET_S } from '@backstage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when `If-None-Match` names this ETag (a list, weak form or `*` included). */
const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim())) ?? false;

/**
 * Sends public content with an ETag and the product-info reset (docs/product.md#product-info) (86400 s) as its max-age: the web
 * keeps it that long anyway, and a revalidation costs a 304.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, document: unknown) {
  const body = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${PRODUCT_INFO_UPDATE_RESET_S}`);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
