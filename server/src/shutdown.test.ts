import { EventEmitter } from 'node:events';
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
  ({ close, log: { info: () => {}, error: () => {} } }) as unknown as FastifyInstance;

describe('closeOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s closes the server, then Redis and the database, then exits 0',
    async (signal) => {
      const order: string[] = [];
      const { target, exitCode } = fakeProcess();
      const resource = (name: string) => ({ close: async () => void order.push(name) });
      closeOnSignals(fakeApp(order), [resource('redis'), resource('database')], target);
      target.emit(signal);
      target.emit(signal);
      expect(await exitCode).toBe(0);
      expect(order).toEqual(['server', 'redis', 'database']);
      expect(target.exit).toHaveBeenCalledTimes(1);
    },
  );

  it('exits 1 when closing fails', async () => {
    const { target, exitCode } = fakeProcess();
    closeOnSignals(
      fakeApp([], async () => Promise.reject(new Error('stuck'))),
      [],
      target,
    );
    target.emit('SIGTERM');
    expect(await exitCode).toBe(1);
  });
});
