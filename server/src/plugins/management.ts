import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { migrationsApplied } from '../db/migrate';
import { collectProcessMetrics, registry } from '../lib/metrics';
import { hashingLine } from '../lib/password';

/** What the management listener reads from the app's modules at each scrape. */
export interface ManagementSources {
  /** Mail waiting for delivery and the age of the oldest (the mail module's outbox). */
  outboxBacklog(): Promise<{ pending: number; oldestAgeSeconds: number }>;
}

/** The gauges read from one app when Prometheus scrapes it: pool, Redis, hashing line, outbox. */
function appGauges(app: FastifyInstance, sources: ManagementSources): Registry {
  const own = new Registry();
  const registers = [own];
  const { db, kv } = app.deps;
  new Gauge({
    name: 'backstage_db_connections',
    help: 'Database connections by state (PGlite: its one connection)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = db.stats?.();
      if (!stats) return;
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'used' }, stats.total - stats.idle);
    },
  });
  new Gauge({
    name: 'backstage_db_waiting',
    help: 'Callers waiting for a database connection (PGlite: statements queued behind the running one)',
    registers,
    collect() {
      this.set(db.stats?.().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'backstage_redis_round_trip_seconds',
    help: 'Round trip of a PING to the key-value store at the scrape (NaN when it did not answer)',
    registers,
    async collect() {
      const start = performance.now();
      const answered = await kv.ping();
      this.set(answered ? (performance.now() - start) / 1000 : Number.NaN);
    },
  });
  new Gauge({
    name: 'backstage_password_hash_queue_depth',
    help: 'Password hashes waiting for a place in the hashing line',
    registers,
    collect() {
      this.set(hashingLine().waiting);
    },
  });
  new Gauge({
    name: 'backstage_password_hash_active',
    help: 'Password hashes being computed',
    registers,
    collect() {
      this.set(hashingLine().active);
    },
  });
  const backlog = () =>
    sources.outboxBacklog().catch(() => ({ pending: Number.NaN, oldestAgeSeconds: Number.NaN }));
  let reading: ReturnType<typeof backlog> | undefined;
  // One query per scrape for both outbox gauges.
  const outbox = () => {
    reading ??= backlog().finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'backstage_mail_outbox_pending',
    help: 'Mails waiting in the outbox for delivery',
    registers,
    async collect() {
      this.set((await outbox()).pending);
    },
  });
  new Gauge({
    name: 'backstage_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest mail waiting in the outbox has waited (0 when none waits)',
    registers,
    async collect() {
      this.set((await outbox()).oldestAgeSeconds);
    },
  });
  return own;
}

/** Why the process is not ready: draining, a part that does not answer, migrations not done. */
async function notReady(app: FastifyInstance): Promise<string[]> {
  const { db, kv, lifecycle } = app.deps;
  if (lifecycle.stopping) return ['draining'];
  const failing: string[] = [];
  const migrated = await migrationsApplied(db).catch(() => undefined);
  if (migrated === undefined) failing.push('database');
  else if (!migrated) failing.push('migrations');
  if (!(await kv.ping())) failing.push('redis');
  return failing;
}

/**
 * The management listener (MANAGEMENT_PORT, docs/decisions/090-*), an app of its own beside the public one, as
 * Keycloak's: `/metrics` (Prometheus text), `/health/live` (the process answers) and `/health/ready` (database and
 * Redis answer, migrations done, not draining; else 503 naming what fails). Nothing of it is on the public port.
 */
export async function buildManagementApp(
  app: FastifyInstance,
  sources: ManagementSources,
): Promise<FastifyInstance> {
  collectProcessMetrics();
  const own = appGauges(app, sources);
  // Scrapes and probes every few seconds: their request lines would drown the app's.
  const management = Fastify({
    loggerInstance: app.log.child({ listener: 'management' }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  management.get('/metrics', async (_request, reply) => {
    const merged = Registry.merge([registry, own]);
    reply.type(merged.contentType);
    return merged.metrics();
  });
  management.get('/health/live', async () => ({ status: 'UP' }));
  management.get('/health/ready', async (_request, reply) => {
    const failing = await notReady(app);
    if (failing.length) return reply.status(503).send({ status: 'DOWN', failing });
    return { status: 'UP' };
  });
  await management.ready();
  return management;
}
