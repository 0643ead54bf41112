import { createHash } from 'node:crypto';
import {
  BRANDS,
  normalizeCultureCode,
  PRODUCT_INFO_UPDATE_RESET_S,
  productImagesResponseSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { answerBadQueriesAsInvalidParameters } from '../../plugins/invalid-parameters';
import { productImageFile, productImages } from './product-images';

const tags = ['services'];

const imagesQuery = z.object({
  slug: z.string().trim().min(1).max(200),
  brand: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(BRANDS, { error: 'Unknown brand.' }))
    .optional(),
  culture_code: z.string().max(20).optional(),
});

/** docs/product.md#product-images `GET productImages` under /api/services/ and the image file it names. */
export async function productImagesRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  answerBadQueriesAsInvalidParameters(app);
  // Images change only with the catalogue: clients and caches may keep them for the product-info reset time.
  const cacheControl = `public, max-age=${PRODUCT_INFO_UPDATE_RESET_S}`;

  api.get('/api/services/productImages', {
    schema: {
      tags,
      summary: 'Images of a catalogue product (slug, optional brand, culture_code)',
      querystring: imagesQuery,
      response: { 200: productImagesResponseSchema },
    },
    handler: async (request, reply) => {
      const { slug, brand, culture_code } = request.query;
      reply.header('cache-control', cacheControl);
      return productImages(deps, { slug, brand, cultureCode: normalizeCultureCode(culture_code) });
    },
  });

  api.get('/api/services/productImages/:file', {
    schema: {
      tags,
      summary: 'The image of a product as SVG: `{slug}.svg`',
      params: z.object({ file: z.string().max(210) }),
      response: {
        200: { description: 'The SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
        304: z.null().describe('Not modified: the ETag of If-None-Match is current'),
      },
    },
    handler: async (request, reply) => {
      const slug = /^(.+)\.svg$/.exec(request.params.file)?.[1];
      if (!slug) throw new AppError('PRODUCT_NOT_FOUND');
      const svg = await productImageFile(deps, slug);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', cacheControl)
        .header('etag', etag)
        // An SVG opened on its own must not run anything: no scripts, only its inline style.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  });
}
