import type { Tracing } from './tracing-types';

export type { SpanAttributes, Tracing } from './tracing-types';

type Env = Record<string, string | undefined>;

/**
 * Whether traces are exported: with an OTLP endpoint among the standard `OTEL_*` variables, unless the SDK or
 * the trace exporter is turned off by them.
 */
export function tracingWanted(env: Env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED !== 'true' && env.OTEL_TRACES_EXPORTER !== 'none';
}

/**
 * Starts the OpenTelemetry SDK when `tracingWanted`; otherwise loads none of it, so a process without an
 * exporter spends nothing on tracing (docs/decisions/091-*).
 */
export async function startTracing(env: Env = process.env): Promise<Tracing | undefined> {
  if (!tracingWanted(env)) return undefined;
  const { startOtel } = await import('./otel');
  return startOtel(env);
}
