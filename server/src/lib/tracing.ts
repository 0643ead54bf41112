import type { FastifyPluginCallback } from 'fastify';

/** Attributes of a span (OpenTelemetry's semantic names). */
export type SpanAttributes = Record<string, string | number | boolean>;

/** OpenTelemetry tracing as the app uses it (docs/decisions/091-*); absent when no exporter is configured. */
export interface Tracing {
  /** @fastify/otel's plugin: a span per request, continuing the `traceparent` it came with. */
  plugin: FastifyPluginCallback;
  /**
   * Runs `fn` in a client span, a child of the active one (SQL, Redis, mail delivery). `childOnly`: no span
   * outside a trace (the jobs' polling statements would each be a trace of their own, every second).
   */
  span<T>(
    name: string,
    attributes: SpanAttributes,
    fn: () => Promise<T>,
    options?: { childOnly?: boolean },
  ): Promise<T>;
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

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
