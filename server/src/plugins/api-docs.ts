import { errorResponseSchema } from '@backstage/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const PREFIX = '/api/docs';

/** Every route's client and server errors answer the contract's error shape: documented once, here. */
const errorResponses = {
  '4XX': errorResponseSchema.describe(
    'Client error: `code` of the catalogue, its `message`, `fields` for bad input, `traceId` of the request',
  ),
  '5XX': errorResponseSchema.describe('Server error or service unavailable'),
};

function withErrorResponses(input: TransformInput) {
  const { schema } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const response = { ...errorResponses, ...(schema.response as object | undefined) };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
}

// Headers of the docs app's answer that belong to its own connection, not to the answer passed on.
const CONNECTION_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * OpenAPI description of every route, UI at /api/docs, JSON at /api/docs/json.
 *
 * The app only keeps each route's definition as it is added; `@fastify/swagger` and its UI are loaded into a
 * docs-only Fastify given the same routes (their schemas, no handlers), which answers every request under
 * /api/docs. Describing every route is long synchronous work, so it is done once while the app gets
 * ready (before it listens), never in a request: a request that made it would hold up every other one
 * (docs/decisions/062-*). `onFirstUse` (tests that never open the docs) makes it on the first request instead,
 * as before (docs/decisions/047-*).
 */
export async function registerApiDocs(app: FastifyInstance, { onFirstUse = false } = {}): Promise<void> {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url !== PREFIX && !route.url.startsWith(`${PREFIX}/`)) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  // Made once; a failure is not kept, so the next request tries again.
  const made = () =>
    (docs ??= docsApp(routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    }));
  if (!onFirstUse) app.addHook('onReady', async () => void (await made()));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await (await made()).inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    // Paths the docs do not have answer the app's own 404, in the contract's shape, as before.
    if (response.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    // An empty answer (a redirect) goes without a body, so no content type is made up for it.
    return reply
      .code(response.statusCode)
      .send(response.rawPayload.length > 0 ? response.rawPayload : undefined);
  };
  app.get(PREFIX, { schema: { hide: true } }, answer);
  app.get(`${PREFIX}/*`, { schema: { hide: true } }, answer);
}

/** A Fastify that only documents `routes` and serves the UI: what `registerApiDocs` answers from. */
async function docsApp(routes: readonly RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify();
  // Its routes only carry their schemas to the document: nothing is validated or serialized with them here.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
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
  await docs.register(swaggerUi, { routePrefix: PREFIX });
  // HEAD routes are not documented (swagger leaves them out); the docs app makes its own for its GET routes.
  for (const { method, url, schema, config } of routes)
    if (method !== 'HEAD') docs.route({ method, url, schema, config, handler: async () => undefined });
  await docs.ready();
  // The document itself is made on its first request: make it now, while nobody waits for it.
  await docs.inject(`${PREFIX}/json`);
  return docs;
}
