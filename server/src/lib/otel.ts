import { FastifyOtelInstrumentation } from '@fastify/otel';
import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, RandomIdGenerator } from '@opentelemetry/sdk-trace-node';
import { takeGeneratedTraceId } from './trace-id';
import type { SpanAttributes, Tracing } from './tracing-types';

/** A request's span takes the trace id its log lines already carry (`trace-id.ts`); other spans a random one. */
class RequestTraceIds extends RandomIdGenerator {
  override generateTraceId = () => takeGeneratedTraceId() ?? new RandomIdGenerator().generateTraceId();
}

let started: Tracing | undefined;

/**
 * The OpenTelemetry SDK, loaded only when an exporter is configured (`tracing.ts`): OTLP over HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (headers, sampler and resource from the other standard OTEL_* variables), W3C
 * trace context, a span per request (@fastify/otel), spans for outgoing HTTP (undici: fetch) and the ones the
 * app opens itself. A process has one tracer provider: a second call returns the first.
 */
export function startOtel(env: Record<string, string | undefined>): Tracing {
  if (started) return started;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'backstage' }),
    idGenerator: new RequestTraceIds(),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Registers the provider, the W3C propagators and the AsyncLocalStorage context for the whole process.
  provider.register();
  // The request's span and its handler's: a span for each of the dozen hooks every request passes would cost
  // more than the SQL spans under them tell (bench/README.md, "Issue 41: what tracing costs").
  const fastify = new FastifyOtelInstrumentation({ instrumentHooks: false });
  fastify.setTracerProvider(provider);
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  const tracer = provider.getTracer('backstage');
  started = {
    plugin: fastify.plugin(),
    span: (name, attributes: SpanAttributes, fn, options) =>
      options?.childOnly && !trace.getActiveSpan()
        ? fn()
        : tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span: Span) => {
            try {
              return await fn();
            } catch (error) {
              span.recordException(error as Error);
              span.setStatus({ code: SpanStatusCode.ERROR });
              throw error;
            } finally {
              span.end();
            }
          }),
    shutdown: async () => {
      undici.disable();
      await provider.shutdown();
    },
  };
  return started;
}
