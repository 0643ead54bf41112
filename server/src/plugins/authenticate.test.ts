import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppError } from '../lib/app-error';
import { authentication } from './authenticate';

// A bare app with the plugin: the token is the account id it names, every account exists.
async function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(authentication, {
    verifyToken: async (token) => ({ sub: token, issuedAt: Date.now() }),
    // The accounts module widens the user row by declaration merging; this bare app knows only its id.
    findUser: async (id) => ({ id }) as never,
    acceptsToken: () => true,
  });
  app.setErrorHandler((error: AppError, _request, reply) =>
    reply.code(error.statusCode).send({ code: error.code }),
  );
  routes(app);
  return app;
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('authenticate({ owner })', () => {
  it('holds the named path parameter to the caller', async () => {
    app = await appWith((a) =>
      a.get(
        '/api/v1/users/:id/phones',
        { preHandler: a.authenticate('id', { owner: 'id' }) },
        async () => 'ok',
      ),
    );
    const own = await app.inject({ url: '/api/v1/users/u1/phones', headers: { authorization: 'Bearer u1' } });
    const other = await app.inject({
      url: '/api/v1/users/u2/phones',
      headers: { authorization: 'Bearer u1' },
    });
    expect([own.statusCode, other.statusCode]).toEqual([200, 403]);
    expect(other.json()).toEqual({ code: 'FORBIDDEN' });
  });

  it('checks no parameter it is not given: ids of other things pass through', async () => {
    app = await appWith((a) =>
      a.get('/api/v1/articles/:id', { preHandler: a.authenticate('id') }, async () => 'ok'),
    );
    const read = await app.inject({ url: '/api/v1/articles/42', headers: { authorization: 'Bearer u1' } });
    expect(read.statusCode).toBe(200);
  });

  it('refuses a route that names an account in its path but does not hold it to the caller', async () => {
    const forgetful = appWith((a) =>
      a.get('/api/v1/users/:id/phones', { preHandler: a.authenticate('id') }, async () => 'ok'),
    );
    await expect(forgetful).rejects.toThrow(
      'GET /api/v1/users/:id/phones authenticates but does not hold :id',
    );
  });

  it("lets the staff console name a customer: the staff role is that route's guard", async () => {
    app = await appWith((a) =>
      a.get('/api/v1/admin/users/:userId', { preHandler: a.authenticate('id') }, async () => 'ok'),
    );
    await expect(app.ready()).resolves.toBeDefined();
  });
});
