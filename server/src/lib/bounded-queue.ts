import { UnavailableError } from './unavailable';

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait; one more is refused at once. */
  limit: number;
  /** A task still waiting after this long is refused then and leaves the line: its request would answer too late. */
  maxWaitMs: number;
  /** Seconds a refused caller is told to wait (`Retry-After`). */
  retryAfter?: number;
  /** Told of each refusal (the hashing line counts them for its metric). */
  onRefuse?: () => void;
}

interface Waiting {
  start(): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Runs expensive tasks a few at a time with a bounded line behind them. When the line is full it fails at
 * once, and a task that has waited its bound fails then, with a 503 `UnavailableError` (Retry-After), rather
 * than piling up work that would answer after the client has given up (docs/product.md#when-a-part-is-away).
 */
export function boundedQueue(options: BoundedQueueOptions) {
  const refusal = () => {
    options.onRefuse?.();
    return new UnavailableError('capacity', undefined, options.retryAfter ?? 2);
  };
  const line: Waiting[] = [];
  let active = 0;

  const next = () => {
    while (active < options.concurrency && line.length > 0) {
      const task = line.shift()!;
      clearTimeout(task.timer);
      task.start();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    /** Throws the refusal `run` would give now, so a caller can refuse before doing the work that leads to it. */
    assertRoom(): void {
      if (active >= options.concurrency && line.length >= options.limit) throw refusal();
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
        const waiting: Waiting = {
          start,
          timer: setTimeout(() => {
            line.splice(line.indexOf(waiting), 1);
            reject(refusal());
          }, options.maxWaitMs),
        };
        // The timer never keeps a stopping process alive.
        waiting.timer.unref?.();
        line.push(waiting);
        next();
      });
    },
  };
}

export type BoundedQueue = ReturnType<typeof boundedQueue>;
