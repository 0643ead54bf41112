import { type OutageLog, outageReporter, silentLog } from './outage';
import { UnavailableError } from './unavailable';

/** Short-lived shared state: counters, single-use markers, memos. Redis when configured, else in-process. */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when absent; true when this call set it (single-use tokens). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Increments a counter whose window starts at its first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Reads and deletes in one step: of two calls at once, only one gets the value (single-use proofs). */
  take(key: string): Promise<string | null>;
  /** When the key expires (ms since the epoch); null when it is absent. */
  expiresAt(key: string): Promise<number | null>;
  del(key: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** In-process store for one server process (tests, `npm start`). */
export function memoryKv(now: () => number = Date.now): Kv & { size(): number } {
  const entries = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entries.get(key);
  };
  // Every store forgets what has expired (at most one sweep a second), so keys written once and never read
  // again (a parked authorization request never resumed) do not pile up until a restart, as Redis's EX would not.
  let sweptAt = 0;
  const store = (key: string, entry: { value: string; expires: number }) => {
    const at = now();
    if (at - sweptAt >= 1000) {
      sweptAt = at;
      for (const [name, { expires }] of entries) if (expires <= at) entries.delete(name);
    }
    entries.set(key, entry);
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttl) => {
      store(key, { value, expires: now() + ttl * 1000 });
    },
    setIfAbsent: async (key, value, ttl) => {
      if (live(key)) return false;
      store(key, { value, expires: now() + ttl * 1000 });
      return true;
    },
    incr: async (key, ttl) => {
      const entry = live(key);
      const next = Number(entry?.value ?? 0) + 1;
      store(key, { value: String(next), expires: entry?.expires ?? now() + ttl * 1000 });
      return next;
    },
    take: async (key) => {
      const value = live(key)?.value ?? null;
      entries.delete(key);
      return value;
    },
    expiresAt: async (key) => live(key)?.expires ?? null,
    del: async (key) => {
      entries.delete(key);
    },
    ping: async () => true,
    close: async () => entries.clear(),
    /** Entries held, expired or not (tests). */
    size: () => entries.size,
  };
}

/**
 * Redis-backed store shared by every server process. ioredis is imported here, only when Redis is configured:
 * importing it cost CPU at every start (docs/decisions/044-prepared-hot-statements-and-deferred-start.md).
 */
export async function redisKv(url: string, prefix = 'backstage:', log: OutageLog = silentLog): Promise<Kv> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    // A command never waits long for an answer, and reconnecting never backs off past 1 s.
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // ioredis reconnects by itself; without a listener it prints "Unhandled error event" for every broken
  // socket and retry. The outage is logged once instead, and while it lasts commands answer 503 at once
  // rather than queueing for the next reconnect.
  const outage = outageReporter(log, 'redis');
  redis.on('error', (error) => outage.down(error));
  redis.on('ready', () => outage.up());
  const reach = async <T>(command: () => Promise<T>): Promise<T> => {
    if (outage.away) throw new UnavailableError('redis');
    return command().catch((error: Error) => {
      if (error.name === 'ReplyError') throw error;
      throw new UnavailableError('redis', error);
    });
  };
  return {
    get: (key) => reach(() => redis.get(key)),
    set: async (key, value, ttl) => {
      await reach(() => redis.set(key, value, 'EX', ttl));
    },
    setIfAbsent: async (key, value, ttl) =>
      (await reach(() => redis.set(key, value, 'EX', ttl, 'NX'))) === 'OK',
    incr: async (key, ttl) => {
      const [[, count]] = (await reach(() => redis.multi().incr(key).expire(key, ttl, 'NX').exec())) as [
        [null, number],
      ];
      return count;
    },
    // GET and DEL in one MULTI, which Redis runs without another client's command between them.
    take: async (key) => {
      const [[, value]] = (await reach(() => redis.multi().get(key).del(key).exec())) as [
        [null, string | null],
      ];
      return value;
    },
    // PTTL answers -2 for a missing key (and -1 for one without expiry, which this store never writes).
    expiresAt: async (key) => {
      const ms = await reach(() => redis.pttl(key));
      return ms < 0 ? null : Date.now() + ms;
    },
    del: async (key) => {
      await reach(() => redis.del(key));
    },
    ping: async () => !outage.away && (await redis.ping().catch(() => '')) === 'PONG',
    close: async () => {
      await redis.quit();
    },
  };
}
