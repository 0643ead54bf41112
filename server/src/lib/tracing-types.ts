import type { FastifyPluginCallback } from 'fastify';

// Apart from tracing.ts, which loads the SDK's side (otel.ts) lazily: otel.ts needs these shapes too.

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
