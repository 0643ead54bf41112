import type { Config } from './config';
import type { Db } from './db/db';
import type { Clock } from './lib/clock';
import type { KeyRing } from './lib/key-ring';
import type { Kv } from './lib/kv';
import type { Lifecycle } from './lib/lifecycle';

/**
 * What the services work with, built once in `buildApp` and decorated on the app as `app.deps`: every
 * module's plugin reads it there and passes it, whole, as the first argument of its services
 * (docs/decisions/012-server-modules.md). It holds what sits below the modules only: a module's own state (the
 * profile module's cache) stays in the module, so no module and this file import each other (ADR 015).
 */
export interface Deps {
  config: Config;
  db: Db;
  kv: Kv;
  /** The token-signing keys (database-backed, shared by every process). */
  keys: KeyRing;
  /** The billing engine's time (docs/product.md#renewals): the system's, or one a test rig moves forward. */
  clock: Clock;
  /** Whether the process is stopping: health answers 503 during the drain (docs/decisions/062-*). */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
