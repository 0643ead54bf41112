import { isAppClient } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CheckoutView, payCheckout, showCheckout } from './checkout-service';

const params = z.object({ checkoutId: z.uuid() });
const form = z.object({
  name: z.string().max(200).default(''),
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
});

/**
 * The built-in processor's own checkout page (docs/product.md#checkout), outside the JSON API: the browser
 * goes there by address (the checkout's unguessable id is the capability) and posts a plain HTML form.
 */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const send = (answer: Awaited<ReturnType<typeof showCheckout>>, reply: import('fastify').FastifyReply) =>
    'redirect' in answer
      ? reply.redirect(answer.redirect, 303)
      : reply.status(answer.status).type('text/html; charset=utf-8').send(answer.html);

  // `?client=app` on the page's own address: opened from the app client's view (ADR 043).
  const viewOf = (url: string): CheckoutView => ({ appClient: isAppClient(url.split('?')[1] ?? '') });

  api.get('/cloud/checkout/:checkoutId', {
    schema: { hide: true, params },
    handler: async (request, reply) =>
      send(await showCheckout(deps, request.params.checkoutId, viewOf(request.url)), reply),
  });
  api.post('/cloud/checkout/:checkoutId', {
    schema: { hide: true, params, body: form },
    handler: async (request, reply) =>
      send(await payCheckout(deps, request.params.checkoutId, request.body, viewOf(request.url)), reply),
  });
}
