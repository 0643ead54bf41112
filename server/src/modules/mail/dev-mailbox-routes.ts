import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The dev outbox (DESIGN.md): mail kept when no SMTP_URL is set, newest first; never in production. */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail in the dev outbox',
        querystring: z.object({ to: z.string().max(254).optional() }),
      },
    },
    async (request) => {
      const { to } = request.query as { to?: string };
      const sql = `select id, recipient as "to", subject, text_body as text, html_body as html, create_date as "createDate"
        from mail_outbox where ($1::text is null or recipient = lower($1)) order by id desc limit 100`;
      return { data: (await app.db.query(sql, [to ?? null])).rows };
    },
  );
}
