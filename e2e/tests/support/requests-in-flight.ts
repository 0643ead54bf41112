import type { Page, Request } from '@playwright/test';

/**
 * Watches a page's requests from now on: those `counts` picks that still wait for their answer, and when one last
 * began or ended. The time-out journeys move the clock only once every other call has its answer; the script
 * budgets count a visit's scripts once the network has been quiet for a while.
 */
export function requestsInFlight(page: Page, counts: (request: Request) => boolean = () => true) {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (!counts(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  const answered = (request: Request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    /** The requests still without an answer. */
    pending: () => [...pending],
    /** Milliseconds since a counted request began or ended. */
    quietFor: () => Date.now() - lastActivity,
  };
}
