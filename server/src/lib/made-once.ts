import { setTimeout as pause } from 'node:timers/promises';
import type { Kv } from './kv';

/** A value to keep and for how long. */
export interface Kept<T> {
  value: T;
  ttlSeconds: number;
}

/** How long the others wait for the caller that makes the value, and how the value is kept in the store. */
export interface MadeOnceOptions<T> {
  /** How long a waiter waits for the maker's value; a claim lasts as long, so a maker that died frees it. */
  waitMs: number;
  /** How often a waiter reads the store. */
  pollMs?: number;
  /** The value as stored (JSON unless given: a value holding secrets is sealed). */
  encode?: (value: T) => string;
  /** The stored value read back; undefined when it does not read (it is then none). */
  decode?: (stored: string) => T | undefined;
}

/**
 * The value kept under `key` in the shared store; when there is none, one caller across all processes makes it
 * (it claims `key:making`) and the others wait for that caller's value rather than make their own (ADR 062:
 * work done once across processes; ADR 064: a token refreshed once). A maker that fails gives its claim up and
 * throws, and a waiter then makes the value itself. Undefined when the maker has not finished within `waitMs`:
 * the caller goes on without it.
 */
export async function madeOnce<T>(
  kv: Kv,
  key: string,
  options: MadeOnceOptions<T>,
  make: () => Promise<Kept<T>>,
): Promise<T | undefined> {
  const {
    waitMs,
    pollMs = 100,
    encode = JSON.stringify,
    decode = (stored) => JSON.parse(stored) as T,
  } = options;
  const claim = `${key}:making`;
  const read = async () => {
    const stored = await kv.get(key);
    return stored === null ? undefined : decode(stored);
  };
  // Twice: once for the value or its maker, once more when that maker failed and gave its claim up.
  for (let turn = 0; turn < 2; turn++) {
    const kept = await read();
    if (kept !== undefined) return kept;
    if (await kv.setIfAbsent(claim, '1', Math.ceil(waitMs / 1000))) {
      try {
        const { value, ttlSeconds } = await make();
        await kv.set(key, encode(value), ttlSeconds);
        return value;
      } finally {
        await kv.del(claim);
      }
    }
    let makerGaveUp = false;
    for (const deadline = Date.now() + waitMs; !makerGaveUp && Date.now() < deadline; ) {
      await pause(pollMs);
      const made = await read();
      if (made !== undefined) return made;
      makerGaveUp = (await kv.get(claim)) === null;
    }
    if (!makerGaveUp) return undefined;
  }
  return undefined;
}
