import { describe, expect, it, vi } from 'vitest';
import { boundedQueue } from './bounded-queue';
import { UnavailableError } from './unavailable';

// A task left waiting when its test ends is refused once its wait is up, later in the same worker (the server's
// tests share one per worker, server/test/README.md): its refusal is expected, not an unhandled rejection.
const leftWaiting = (task: Promise<unknown>) => task.catch(() => undefined);

/** A task the test finishes by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  return {
    task: () => {
      started = true;
      return done.then(() => 'done');
    },
    open,
    get started() {
      return started;
    },
  };
}

describe('bounded queue (password hashing)', () => {
  it('runs up to its concurrency at once and lines the rest up', () => {
    const queue = boundedQueue({ concurrency: 2, limit: 3, maxWaitMs: 5000 });
    const gates = Array.from({ length: 4 }, gate);
    for (const g of gates) leftWaiting(queue.run(g.task));
    expect(gates.map((g) => g.started)).toEqual([true, true, false, false]);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);
  });

  it('refuses at once with a 503 and Retry-After when the line is full', async () => {
    const queue = boundedQueue({ concurrency: 1, limit: 2, maxWaitMs: 5000, retryAfter: 3 });
    const gates = Array.from({ length: 3 }, gate);
    const accepted = gates.map((g) => queue.run(g.task));
    expect(() => queue.assertRoom()).toThrow(UnavailableError);
    const refused = queue.run(gate().task);
    await expect(refused).rejects.toBeInstanceOf(UnavailableError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_NOT_AVAILABLE',
      retryAfter: 3,
    });
    for (const g of gates) g.open();
    await expect(Promise.all(accepted)).resolves.toEqual(['done', 'done', 'done']);
    expect(() => queue.assertRoom()).not.toThrow();
  });

  it('takes work again once the line has room', async () => {
    const queue = boundedQueue({ concurrency: 1, limit: 1, maxWaitMs: 5000 });
    const first = gate();
    const running = queue.run(first.task);
    leftWaiting(queue.run(gate().task));
    await expect(queue.run(gate().task)).rejects.toBeInstanceOf(UnavailableError);
    first.open();
    await running;
    expect([queue.active, queue.waiting]).toEqual([1, 0]);
    const later = queue.run(async () => 'later');
    expect(queue.waiting).toBe(1);
    leftWaiting(later);
  });

  it('refuses a task when it has waited its bound, not later, and takes it out of the line', async () => {
    vi.useFakeTimers();
    try {
      const queue = boundedQueue({ concurrency: 1, limit: 5, maxWaitMs: 1000 });
      const first = gate();
      const running = queue.run(first.task);
      const stale = gate();
      const refused = queue.run(stale.task);
      const settled = vi.fn();
      refused.catch(settled);
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(refused).rejects.toBeInstanceOf(UnavailableError);
      expect(queue.waiting).toBe(0);
      first.open();
      await running;
      expect(stale.started).toBe(false);
      expect(queue.active).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a failing task’s error through and frees its place', async () => {
    const queue = boundedQueue({ concurrency: 1, limit: 0, maxWaitMs: 1000 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });
});
