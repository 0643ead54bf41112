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
 * (ADR 062: work done once across processes). A maker that fails gives its claim up and throws to its own caller,
 * and a waiter then makes the value itself instead of waiting out its time. Undefined when the maker has not
 * finished within `waitMs`: the caller shows what it has without it.
 */
export async function madeOnce<T>(
  kv: Kv,
  key: string,
  waitMs: number,
  make: () => Promise<Kept<T>>,
): Promise<T | undefined> {
  const claim = `${key}:making`;
  const read = async () => {
    const stored = await kv.get(key);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  };
  // Twice: once for the value or its maker, once more when that maker failed and gave its claim up.
  for (let turn = 0; turn < 2; turn++) {
    const kept = await read();
    if (kept !== undefined) return kept;
    if (await kv.setIfAbsent(claim, '1', Math.ceil(waitMs / 1000))) {
      try {
        const { value, ttlSeconds } = await make();
        await kv.set(key, JSON.stringify(value), ttlSeconds);
        return value;
      } finally {
        await kv.del(claim);
      }
    }
    let makerGaveUp = false;
    for (const deadline = Date.now() + waitMs; !makerGaveUp && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const made = await read();
      if (made !== undefined) return made;
      makerGaveUp = (await kv.get(claim)) === null;
    }
    if (!makerGaveUp) return undefined;
  }
  return undefined;
}
