import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/lib/tracing';
import { createTestApp, type TestApp } from './test-app';

/** A span as OTLP/HTTP's JSON encoding sends it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

// A local OTLP/HTTP receiver: what an OpenTelemetry collector would get at /v1/traces.
const received: OtlpSpan[] = [];
let receiver: Server;
let tracing: Tracing;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_SERVICE_NAME: 'backstage-test',
    OTEL_BSP_SCHEDULE_DELAY: '50',
  };
  // The SDK reads the standard variables from the environment, as in a deployment.
  Object.assign(process.env, env);
  tracing = (await startTracing(env))!;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { tracing, logStream });
});

afterAll(async () => {
  await t.close();
  await tracing.shutdown();
  await new Promise((resolve) => receiver.close(resolve));
  for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME', 'OTEL_BSP_SCHEDULE_DELAY'])
    delete process.env[name];
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};
const spansOf = (traceId: string) => received.filter((span) => span.traceId === traceId);
const requestSpan = async (traceId: string) => {
  await expect.poll(() => spansOf(traceId).some((s) => s.name === 'request'), { timeout: 10_000 }).toBe(true);
  return spansOf(traceId).find((s) => s.name === 'request')!;
};
/** Whether `span` descends from `ancestor` within its trace. */
const descends = (span: OtlpSpan, ancestor: OtlpSpan): boolean => {
  const parent = spansOf(span.traceId).find((s) => s.spanId === span.parentSpanId);
  return !!parent && (parent.spanId === ancestor.spanId || descends(parent, ancestor));
};

const signIn = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    headers,
    payload: { email: 'nobody@example.com', password: 'Wrong-Password-1' },
  });

describe('OpenTelemetry traces (docs/decisions/091-*)', () => {
  it("exports a request's span with its route and a child SQL span; the error's traceId is the log line's trace_id", async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(401);
    const { traceId } = res.json();
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const span = await requestSpan(traceId);
    expect(attribute(span, 'http.route')).toBe('/api/v1/signin');
    expect(attribute(span, 'http.request.method')).toBe('POST');
    await expect
      .poll(() => spansOf(traceId).some((s) => s.name === 'SELECT' && descends(s, span)), { timeout: 10_000 })
      .toBe(true);
    const sql = spansOf(traceId).find((s) => s.name === 'SELECT')!;
    expect(attribute(sql, 'db.system.name')).toBe('postgresql');
    // The statement's text, never its values: the e-mail looked up is a parameter.
    expect(JSON.stringify(spansOf(traceId))).not.toContain('nobody@example.com');
    const logged = lines.filter((line) => line.includes(traceId)).map((line) => JSON.parse(line));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line.trace_id).toBe(traceId);
  });

  it("continues the balancer's traceparent: same trace, the caller's span as parent", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const res = await signIn({ traceparent: `00-${traceId}-${parent}-01` });
    expect(res.json().traceId).toBe(traceId);
    const span = await requestSpan(traceId);
    expect(span.parentSpanId).toBe(parent);
  });

  it('ignores a malformed traceparent and starts a trace of its own', async () => {
    const res = await signIn({ traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` });
    const { traceId } = res.json();
    expect(traceId).not.toBe('0'.repeat(32));
    expect((await requestSpan(traceId)).parentSpanId ?? '').toBe('');
  });

  it("makes no trace of a statement outside one (a job's polling)", async () => {
    await t.app.deps.db.query("select 'outside a request' as polled");
    const { traceId } = (await signIn()).json();
    // Exported after the statement: had it made a span, it would have gone out with or before this one.
    await requestSpan(traceId);
    expect(JSON.stringify(received)).not.toContain('outside a request');
  });
});
