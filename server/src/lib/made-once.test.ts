import { describe, expect, it } from 'vitest';
import { memoryKv } from './kv';
import { madeOnce } from './made-once';

// ADR 062 and 064: one caller makes a value, the others wait for it; a failed maker hands over to a waiter.

const made = <T>(value: T, ms = 50) =>
  new Promise<{ value: T; ttlSeconds: number }>((resolve) =>
    setTimeout(() => resolve({ value, ttlSeconds: 60 }), ms),
  );

describe('madeOnce', () => {
  it('makes the value once for callers at once, and keeps it for the next', async () => {
    const kv = memoryKv();
    let makes = 0;
    const make = () => {
      makes++;
      return made(`value ${makes}`);
    };
    const options = { waitMs: 2_000, pollMs: 5 };
    const answers = await Promise.all([1, 2, 3].map(() => madeOnce(kv, 'k', options, make)));
    expect(answers).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await madeOnce(kv, 'k', options, make)).toBe('value 1');
    expect(makes).toBe(1);
    expect(await kv.get('k:making')).toBeNull();
  });

  it('hands the making to a waiter when the maker fails, which throws to its own caller', async () => {
    const kv = memoryKv();
    const failing = madeOnce(kv, 'k', { waitMs: 2_000, pollMs: 5 }, async () => {
      await made(null);
      throw new Error('source down');
    });
    const waiting = madeOnce(kv, 'k', { waitMs: 2_000, pollMs: 5 }, () => made('from the waiter'));
    await expect(failing).rejects.toThrow('source down');
    expect(await waiting).toBe('from the waiter');
  });

  it('answers undefined to a waiter whose maker is overdue, and reads the value through decode', async () => {
    const kv = memoryKv();
    const slow = madeOnce(kv, 'k', { waitMs: 1_000, pollMs: 5 }, () => made('late', 1_500));
    expect(await madeOnce(kv, 'k', { waitMs: 100, pollMs: 5 }, () => made('never'))).toBeUndefined();
    expect(await slow).toBe('late');
    const options = { waitMs: 100, encode: (v: string) => `sealed:${v}`, decode: (s: string) => s.slice(7) };
    await kv.set('other', 'sealed:kept', 60);
    expect(await madeOnce(kv, 'other', options, () => made('never'))).toBe('kept');
  });
});
