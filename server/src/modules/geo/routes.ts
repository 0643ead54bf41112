import { geoResponseSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geoLookupFromConfig } from './geo-lookup';
import { lookupCountry } from './geo-service';

/** docs/product.md#geo-lookup `GET geoip` under /api/services/: the caller's country. */
export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const geo = await geoLookupFromConfig(app.deps.config);

  api.get('/api/services/geoip', {
    schema: {
      tags: ['services'],
      summary: 'Country of the caller’s address (empty when unknown or on failure)',
      response: { 200: geoResponseSchema },
    },
    handler: async (request, reply) => {
      // The answer depends on who asks: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return lookupCountry(geo, request.ip, request.log);
    },
  });
}
