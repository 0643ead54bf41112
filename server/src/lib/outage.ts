/** The part of a pino logger outage reports need. */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A logger that drops everything (tests and scripts that do not care). */
export const silentLog: OutageLog = { warn: () => {}, info: () => {} };

/**
 * Logs an outage of a dependency once, as one structured warning when it starts and one line when it ends,
 * however many sockets, queries and retries fail in between.
 */
export function outageReporter(log: OutageLog, dependency: string) {
  let away = false;
  return {
    get away() {
      return away;
    },
    down(error: unknown): void {
      if (away) return;
      away = true;
      log.warn({ event: 'dependency-unavailable', dependency, err: error }, `${dependency} unavailable`);
    },
    up(): void {
      if (!away) return;
      away = false;
      log.info({ event: 'dependency-available', dependency }, `${dependency} available again`);
    },
  };
}
