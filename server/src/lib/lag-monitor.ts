import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LagOptions {
  /** How often the event loop's delay is read (the window its mean is taken over). */
  sampleMs?: number;
  /** How many windows in a row must be late before the lag counts. */
  windows?: number;
}

export interface LagMonitor {
  /** True while the event loop has lagged past the limit in the last `windows` windows. */
  lagging(): boolean;
  stop(): void;
}

// The resolution of Node's event-loop delay histogram; its mean includes it.
const RESOLUTION_MS = 10;

/**
 * Tells a backlog from one long task (docs/decisions/062-*). A task that holds the loop for seconds delays
 * only the window it ends in: the sampling timer cannot fire during it, and the next window is clean again.
 * A backlog (more work arriving than the process gets through) keeps every window late, so the lag counts
 * once `windows` windows in a row each averaged more than `maxDelayMs` (at least 1.5 s by default; a
 * lagging loop stretches the windows).
 */
export function lagMonitor(maxDelayMs: number, { sampleMs = 500, windows = 3 }: LagOptions = {}): LagMonitor {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let late = 0;
  const timer = setInterval(() => {
    // No reading yet (this timer fired first after a long task): the next window has it.
    if (histogram.count === 0) return;
    const delay = histogram.mean / 1e6 - RESOLUTION_MS;
    histogram.reset();
    late = delay > maxDelayMs ? late + 1 : 0;
  }, sampleMs);
  timer.unref();
  return {
    lagging: () => late >= windows,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
