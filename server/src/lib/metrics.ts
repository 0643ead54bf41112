import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error';

/**
 * The process's Prometheus metrics (docs/decisions/090-*): one registry for the process, as the hashing line
 * and the event loop are the process's; the management listener (`plugins/management.ts`) serves it with the
 * gauges it reads from its app at each scrape (pool, outbox, Redis). Labels are route templates, methods,
 * statuses, results and rule or job names: never a user id, an e-mail or a token.
 */
export const registry = new Registry();

let defaultsOn = false;
/** Event-loop delay, heap, GC and the other Node metrics prom-client gathers; once, when a listener serves them. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

const registers = [registry];

/** OpenTelemetry's `http.server.request.duration`, its attribute names in Prometheus form; its buckets. */
export const httpDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests (OpenTelemetry http.server.request.duration)',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
  registers,
});

/** OpenTelemetry's `http.server.active_requests`. */
export const httpActive = new Gauge({
  name: 'http_server_active_requests',
  help: 'HTTP server requests in flight (OpenTelemetry http.server.active_requests)',
  registers,
});

export const hashRefusals = new Counter({
  name: 'backstage_password_hash_refusals_total',
  help: 'Password hashes refused (503) because the hashing line was full or a hash waited too long',
  registers,
});

export const signIns = new Counter({
  name: 'backstage_sign_ins_total',
  help: 'Password sign-ins by result: success, mfa_required, or the error code answered',
  labelNames: ['result'] as const,
  registers,
});

export const signUps = new Counter({
  name: 'backstage_sign_ups_total',
  help: 'Sign-ups by result: success or the error code answered',
  labelNames: ['result'] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'backstage_rate_limit_refusals_total',
  help: 'Requests refused with ATTEMPT_LIMIT_EXCEEDED (429), by the rule that refused them',
  labelNames: ['rule'] as const,
  registers,
});

export const tokensRefreshed = new Counter({
  name: 'backstage_tokens_refreshed_total',
  help: 'Refresh tokens rotated, by endpoint: the portal API or the OpenID Connect token endpoint',
  labelNames: ['endpoint'] as const,
  registers,
});

export const oidcCodesIssued = new Counter({
  name: 'backstage_oidc_codes_issued_total',
  help: 'OpenID Connect authorization codes issued',
  registers,
});

export const mailDelivered = new Counter({
  name: 'backstage_mail_delivered_total',
  help: 'Mails of the outbox delivered',
  registers,
});

export const mailFailures = new Counter({
  name: 'backstage_mail_delivery_failures_total',
  help: 'Mail delivery attempts that failed (retried later, or given up after the last)',
  registers,
});

const jobRuns = new Counter({
  name: 'backstage_job_runs_total',
  help: 'Runs of a background job',
  labelNames: ['job'] as const,
  registers,
});
const jobFailures = new Counter({
  name: 'backstage_job_failures_total',
  help: 'Runs of a background job that failed',
  labelNames: ['job'] as const,
  registers,
});
const jobLastSuccess = new Gauge({
  name: 'backstage_job_last_success_timestamp_seconds',
  help: 'When a background job last ran to its end (Unix time)',
  labelNames: ['job'] as const,
  registers,
});

/** The background jobs, by the names their metrics carry. */
export type JobName = 'billing' | 'warranty_reminders' | 'mail_outbox';

/** Counts one run of a job, and its failure or its success's time; hands the run's outcome on unchanged. */
export async function countJobRun<T>(job: JobName, run: Promise<T>): Promise<T> {
  jobRuns.inc({ job });
  try {
    const result = await run;
    jobLastSuccess.set({ job }, Date.now() / 1000);
    return result;
  } catch (error) {
    jobFailures.inc({ job });
    throw error;
  }
}

/** A result label from a thrown error: its catalogue code (a closed list), else `error`. */
export function resultOf(error: unknown): string {
  return error instanceof AppError ? error.code.toLowerCase() : 'error';
}
