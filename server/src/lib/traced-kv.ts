import type { Kv } from './kv';
import type { Tracing } from './tracing';

// The command only: keys name users and addresses, so they stay out of the span.
const COMMANDS = ['get', 'set', 'setIfAbsent', 'incr', 'take', 'expiresAt', 'del', 'ping'] as const;

/** The key-value store with a client span per command (docs/decisions/091-*), wrapped only when tracing is on. */
export function tracedKv(kv: Kv, tracing: Tracing): Kv {
  const wrapped: Partial<Kv> = {};
  for (const command of COMMANDS) {
    const run = kv[command] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[command] = (...args: unknown[]) =>
      tracing.span(
        `redis ${command}`,
        { 'db.system.name': 'redis', 'db.operation.name': command },
        () => run.apply(kv, args),
        // Inside a trace only, as the database's statements.
        { childOnly: true },
      );
  }
  return { ...kv, ...wrapped, close: () => kv.close() } as Kv;
}
