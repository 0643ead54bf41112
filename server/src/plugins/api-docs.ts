import { errorResponseSchema } from '@backstage/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Every route's client and server errors answer the contract's error shape: documented once, here. */
const errorResponses = {
  '4XX': errorResponseSchema.describe(
    'Client error: `code` of the catalogue, its `message`, `fields` for bad input',
  ),
  '5XX': errorResponseSchema.describe('Server error or service unavailable'),
};

function withErrorResponses(input: TransformInput) {
  const { schema } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const response = { ...errorResponses, ...(schema.response as object | undefined) };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
}

/** OpenAPI description of every route, UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Backstage API',
        version: '1.0.0',
        description: 'Account portal API (docs/product.md#api-calls)',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: withErrorResponses,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
