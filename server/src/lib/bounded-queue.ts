import { UnavailableError } from './unavailable';

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait; one more is refused at once. */
  limit: number;
  /** A task that waited this long is refused instead of started: its request would answer too late. */
  maxWaitMs: number;
  /** Seconds a refused caller is told to wait (`Retry-After`). */
  retryAfter?: number;
  now?: () => number;
}

interface Waiting {
  start(): void;
  refuse(): void;
  queuedAt: number;
}

/**
 * Runs expensive tasks a few at a time with a bounded line behind them. When the line is full, or a task has
 * waited too long, it fails at once with a 503 `UnavailableError` (Retry-After) rather than piling up work
 * that would answer after the client has given up.
 */
export function boundedQueue(options: BoundedQueueOptions) {
  const now = options.now ?? Date.now;
  const refusal = () => new UnavailableError('capacity', undefined, options.retryAfter ?? 2);
  const line: Waiting[] = [];
  let active = 0;

  const next = () => {
    while (active < options.concurrency && line.length > 0) {
      const task = line.shift()!;
      if (now() - task.queuedAt > options.maxWaitMs) task.refuse();
      else task.start();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= options.concurrency && line.length >= options.limit) return Promise.reject(refusal());
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active++;
          const settle = () => {
            active--;
            next();
          };
          task().then(
            (value) => {
              settle();
              resolve(value);
            },
            (error: unknown) => {
              settle();
              reject(error);
            },
          );
        };
        line.push({ start, refuse: () => reject(refusal()), queuedAt: now() });
        next();
      });
    },
  };
}

export type BoundedQueue = ReturnType<typeof boundedQueue>;
