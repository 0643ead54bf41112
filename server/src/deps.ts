import type { Config } from './config';
import type { Db } from './db/db';
import type { Clock } from './lib/clock';
import type { Kv } from './lib/kv';
import type { Lifecycle } from './lib/lifecycle';
import type { MasterValueCache } from './modules/master-data';
import type { ProfileCache } from './modules/profile';
import type { KeyRing } from './modules/tokens';

/**
 * What the services work with, built once in `buildApp` and decorated on the app as `app.deps`: every
 * module's plugin reads it there and passes it, whole, as the first argument of its services
 * (docs/decisions/012-server-modules.md).
 */
export interface Deps {
  config: Config;
  db: Db;
  kv: Kv;
  /** The token-signing keys (database-backed, shared by every process). */
  keys: KeyRing;
  /** The billing engine's time (docs/product.md#renewals): the system's, or one a test rig moves forward. */
  clock: Clock;
  /** The master lists a profile names its values from, kept at the versions statements read (ADR 044, issue #14). */
  masterValues: MasterValueCache;
  /** Accounts with their profiles, kept by the version the account row carries (ADR 056, issue #14). */
  profiles: ProfileCache;
  /** Whether the process is stopping: health answers 503 during the drain (docs/decisions/062-*). */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
