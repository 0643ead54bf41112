/**
 * Whether this process is stopping (docs/decisions/062-*): from the first SIGTERM its health check answers
 * 503, so a balancer stops sending, and its answers close their connections, while it still serves what
 * arrives during the drain window.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  stop(): void;
}

export function lifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop: () => {
      stopping = true;
    },
  };
}
