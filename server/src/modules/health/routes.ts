import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * `GET /api/health`: 200 when the database (and Redis, when configured) answer, else 503; 503 `stopping` from
 * the first SIGTERM, so a balancer stops sending before the process closes (docs/decisions/062-*). A process
 * listens only once it can serve every route (`onReady`), so a 200 from a starting one means ready.
 */
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
      if (app.deps.lifecycle.stopping)
        return reply.status(503).send({ status: 'unavailable' as const, failing: ['stopping'] });
      const failing: string[] = [];
      await app.deps.db.query('select 1').catch(() => failing.push('database'));
      if (!(await app.deps.kv.ping())) failing.push('redis');
      if (failing.length) return reply.status(503).send({ status: 'unavailable' as const, failing });
      return { status: 'ok' as const };
    },
  });
}
