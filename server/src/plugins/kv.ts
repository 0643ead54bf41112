import { Redis } from 'ioredis';

/** Short-lived shared state: counters, single-use markers, memos. Redis when configured, else in-process. */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when absent; true when this call set it (single-use tokens). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Increments a counter whose window starts at its first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  del(key: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** In-process store for one server process (tests, `npm start`). */
export function memoryKv(now: () => number = Date.now): Kv {
  const entries = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttl) => {
      entries.set(key, { value, expires: now() + ttl * 1000 });
    },
    setIfAbsent: async (key, value, ttl) => {
      if (live(key)) return false;
      entries.set(key, { value, expires: now() + ttl * 1000 });
      return true;
    },
    incr: async (key, ttl) => {
      const entry = live(key);
      const next = Number(entry?.value ?? 0) + 1;
      entries.set(key, { value: String(next), expires: entry?.expires ?? now() + ttl * 1000 });
      return next;
    },
    del: async (key) => {
      entries.delete(key);
    },
    ping: async () => true,
    close: async () => entries.clear(),
  };
}

/** Redis-backed store shared by every server process. */
export function redisKv(url: string, prefix = 'backstage:'): Kv {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    get: (key) => redis.get(key),
    set: async (key, value, ttl) => {
      await redis.set(key, value, 'EX', ttl);
    },
    setIfAbsent: async (key, value, ttl) => (await redis.set(key, value, 'EX', ttl, 'NX')) === 'OK',
    incr: async (key, ttl) => {
      const [[, count]] = (await redis.multi().incr(key).expire(key, ttl, 'NX').exec()) as [[null, number]];
      return count;
    },
    del: async (key) => {
      await redis.del(key);
    },
    ping: async () => (await redis.ping().catch(() => '')) === 'PONG',
    close: async () => {
      await redis.quit();
    },
  };
}
