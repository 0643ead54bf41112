import type { Kv } from './kv';

const POLL_MS = 100;

/** A value to keep and for how long. */
export interface Kept<T> {
  value: T;
  ttlSeconds: number;
}

/**
 * The value kept under `key` in the shared store; when there is none, one caller across all processes makes it
 * (it claims `key:making` for `waitMs`) and the others wait for that caller's value rather than make their own
 * (ADR 062: work done once across processes). Undefined when the maker has not finished within `waitMs`: the
 * caller shows what it has without it.
 */
export async function madeOnce<T>(
  kv: Kv,
  key: string,
  waitMs: number,
  make: () => Promise<Kept<T>>,
): Promise<T | undefined> {
  const kept = await kv.get(key);
  if (kept) return JSON.parse(kept) as T;
  const claim = `${key}:making`;
  if (await kv.setIfAbsent(claim, '1', Math.ceil(waitMs / 1000))) {
    try {
      const { value, ttlSeconds } = await make();
      await kv.set(key, JSON.stringify(value), ttlSeconds);
      return value;
    } finally {
      await kv.del(claim);
    }
  }
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const made = await kv.get(key);
    if (made) return JSON.parse(made) as T;
  }
  return undefined;
}
