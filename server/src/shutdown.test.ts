import { EventEmitter } from 'node:events';
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { closeOnSignals } from './shutdown';

const fakeProcess = () => {
  const emitter = new EventEmitter();
  let exited: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const target = Object.assign(emitter, { exit: vi.fn((code: number) => exited(code)) });
  return { target: target as unknown as NodeJS.Process, exitCode };
};

const fakeApp = (order: string[], close = async () => void order.push('server')) =>
  ({
    close,
    server: new Server(),
    log: { info: () => {}, error: () => {} },
    deps: { lifecycle: { stop: () => void order.push('stopping') } },
  }) as unknown as FastifyInstance;

describe('closeOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s closes the server, then Redis and the database, then exits 0',
    async (signal) => {
      const order: string[] = [];
      const { target, exitCode } = fakeProcess();
      const resource = (name: string) => ({ close: async () => void order.push(name) });
      closeOnSignals(fakeApp(order), [resource('redis'), resource('database')], { drainMs: 0, target });
      target.emit(signal);
      target.emit(signal);
      expect(await exitCode).toBe(0);
      expect(order).toEqual(['stopping', 'server', 'redis', 'database']);
      expect(target.exit).toHaveBeenCalledTimes(1);
    },
  );

  it('exits 1 when closing fails', async () => {
    const { target, exitCode } = fakeProcess();
    closeOnSignals(
      fakeApp([], async () => Promise.reject(new Error('stuck'))),
      [],
      { drainMs: 0, target },
    );
    target.emit('SIGTERM');
    expect(await exitCode).toBe(1);
  });

  it('on SIGTERM says it is stopping at once and keeps serving through the drain before closing', async () => {
    vi.useFakeTimers();
    try {
      const order: string[] = [];
      const { target, exitCode } = fakeProcess();
      closeOnSignals(fakeApp(order), [], { drainMs: 5000, target });
      target.emit('SIGTERM');
      expect(order).toEqual(['stopping']);
      await vi.advanceTimersByTimeAsync(4900);
      expect(order).toEqual(['stopping']);
      // The drain, then half a second for connections taken just before the listener closed.
      await vi.advanceTimersByTimeAsync(600);
      expect(await exitCode).toBe(0);
      expect(order).toEqual(['stopping', 'server']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on SIGINT (Ctrl-C) closes without the drain', async () => {
    const order: string[] = [];
    const { target, exitCode } = fakeProcess();
    closeOnSignals(fakeApp(order), [], { drainMs: 60_000, target });
    target.emit('SIGINT');
    expect(await exitCode).toBe(0);
    expect(order).toEqual(['stopping', 'server']);
  });
});
