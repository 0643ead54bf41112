import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { findMailbox } from './outbox-repo';

/** The dev mailbox is there only without SMTP_URL and never with NODE_ENV=production. */
export const devMailboxEnabled = (config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>) =>
  config.NODE_ENV !== 'production' && !config.SMTP_URL;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Only a browser or script on this machine reads the dev outbox (it holds every code mailed): the connection
 * comes from a loopback address and no proxy forwarded it (a proxy on this host would make every client
 * look local).
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

const mailboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      createDate: z.string(),
    }),
  ),
});

/**
 * The dev mailbox: without SMTP_URL the mail outbox is where mail is read, newest first, whatever its delivery
 * status; loopback clients only.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail in the dev outbox (loopback clients only)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: mailboxResponse },
      },
      onRequest: async (request) => {
        if (!isLoopbackClient(request)) throw new AppError('NOT_FOUND');
      },
    },
    async (request) => {
      const { to } = request.query as { to?: string };
      const mails = await findMailbox(app.deps.db, to);
      return {
        data: mails.map((mail) => ({ ...mail, createDate: new Date(mail.createDate).toISOString() })),
      };
    },
  );
}
