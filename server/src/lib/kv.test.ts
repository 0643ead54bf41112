import { describe, expect, it } from 'vitest';
import { memoryKv } from './kv';

describe('the in-process key-value store', () => {
  it('forgets expired keys on a later store, even keys never read again', async () => {
    let clock = 1_000_000;
    const kv = memoryKv(() => clock);
    for (let i = 0; i < 1000; i++) await kv.set(`parked:${i}`, 'x', 600);
    expect(kv.size()).toBe(1000);
    clock += 601_000;
    await kv.set('another', 'y', 600);
    expect(kv.size()).toBe(1);
    expect(await kv.get('another')).toBe('y');
  });

  it('keeps what has not expired', async () => {
    let clock = 0;
    const kv = memoryKv(() => clock);
    await kv.set('short', 'a', 1);
    await kv.set('long', 'b', 60);
    clock += 2000;
    expect(await kv.incr('count', 60)).toBe(1);
    expect(await kv.get('long')).toBe('b');
    expect(kv.size()).toBe(2);
  });

  it('answers when a counter expires: its window starts at the first increment', async () => {
    let clock = 10_000;
    const kv = memoryKv(() => clock);
    expect(await kv.expiresAt('fail:x')).toBeNull();
    await kv.incr('fail:x', 60);
    clock += 30_000;
    await kv.incr('fail:x', 60);
    expect(await kv.expiresAt('fail:x')).toBe(70_000);
    clock += 31_000;
    expect(await kv.expiresAt('fail:x')).toBeNull();
  });
});
