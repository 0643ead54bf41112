import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** `GET /api/health`: 200 when the database (and Redis, when configured) answer, else 503. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', {
    // Never shed (plugins/load-shedding.ts): a busy process is alive, and health says what is failing.
    config: { shed: false },
    schema: {
      tags: ['operations'],
      summary: 'Health of the process and its database',
      response: {
        200: z.object({ status: z.literal('ok') }),
        503: z.object({ status: z.literal('unavailable'), failing: z.array(z.string()) }),
      },
    },
    handler: async (_request, reply) => {
      const failing: string[] = [];
      await app.deps.db.query('select 1').catch(() => failing.push('database'));
      if (!(await app.deps.kv.ping())) failing.push('redis');
      if (failing.length) return reply.status(503).send({ status: 'unavailable' as const, failing });
      return { status: 'ok' as const };
    },
  });
}
