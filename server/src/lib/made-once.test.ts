import { describe, expect, it } from 'vitest';
import { memoryKv } from './kv';
import { madeOnce } from './made-once';

// ADR 062: one caller across processes makes a value, the others wait for it; a failed maker hands over to a waiter.

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
    const answers = await Promise.all([1, 2, 3].map(() => madeOnce(kv, 'k', 2_000, make)));
    expect(answers).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await madeOnce(kv, 'k', 2_000, make)).toBe('value 1');
    expect(makes).toBe(1);
    expect(await kv.get('k:making')).toBeNull();
  });

  it('hands the making to a waiter when the maker fails, which throws to its own caller', async () => {
    const kv = memoryKv();
    const failing = madeOnce(kv, 'k', 2_000, async () => {
      await made(null);
      throw new Error('source down');
    });
    const waiting = madeOnce(kv, 'k', 2_000, () => made('from the waiter'));
    await expect(failing).rejects.toThrow('source down');
    // Without the hand-over the waiter would wait out its 2 s and answer undefined.
    expect(await waiting).toBe('from the waiter');
  });

  it('answers undefined to a waiter whose maker is overdue; the maker still keeps its value', async () => {
    const kv = memoryKv();
    const slow = madeOnce(kv, 'k', 2_000, () => made('late', 600));
    expect(await madeOnce(kv, 'k', 200, () => made('never'))).toBeUndefined();
    expect(await slow).toBe('late');
    expect(await madeOnce(kv, 'k', 200, () => made('never'))).toBe('late');
  });
});
