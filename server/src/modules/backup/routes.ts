import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { loadLocalSecret } from '../../lib/keys';
import { isLoopbackClient } from '../mail';

/** The secret `npm run db:backup` sends: a file under DATA_DIR/keys only the operator can read. */
export const backupKey = (dataDir: string) => loadLocalSecret(dataDir, 'backup.key').toString('base64');

/**
 * `POST /api/operations/backup`: a consistent backup of the embedded database while the server runs, for
 * `npm run db:backup`. Only for a caller on this machine (loopback, not forwarded) holding the backup key;
 * anybody else gets 404. Not there with PostgreSQL (pg_dump backs that up).
 */
export async function backupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  if (!db.backup) return;
  const expected = Buffer.from(`Bearer ${backupKey(config.DATA_DIR)}`);
  const holdsKey = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.post(
    '/api/operations/backup',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (!isLoopbackClient(request) || !holdsKey(request)) throw new AppError('NOT_FOUND');
      },
    },
    async (_request, reply) => {
      const backup = Buffer.from(new Uint8Array(await (await db.backup!()).arrayBuffer()));
      return reply.type('application/gzip').send(backup);
    },
  );
}
