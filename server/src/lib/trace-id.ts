import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// W3C Trace Context: version-traceid-parentid-flags; version ff is invalid, and so is an all-zero id.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}(-|$)/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_PARENT = '0'.repeat(16);

/** The trace id a `traceparent` header carries, when it is a valid one. */
export function traceIdOf(traceparent: unknown): string | undefined {
  if (typeof traceparent !== 'string') return undefined;
  const match = TRACEPARENT.exec(traceparent.trim());
  if (!match || match[1] === 'ff' || match[2] === ZERO_TRACE || match[3] === ZERO_PARENT) return undefined;
  return match[2];
}

// Random bytes are drawn a few kilobytes at a time: one system call per 256 ids, not one per request.
const pool = Buffer.alloc(16 * 256);
let offset = pool.length;

/** A new random W3C trace id (32 lower-case hex digits). */
export function newTraceId(): string {
  if (offset >= pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + 16);
  offset += 16;
  return id === ZERO_TRACE ? newTraceId() : id;
}

let generated: string | undefined;

/**
 * Fastify's `genReqId`: every request's id is its W3C trace id, continued from the balancer's `traceparent` or
 * new, so each log line of the request carries it as `trace_id` and each error answer as `traceId`, with or
 * without an exporter (docs/decisions/091-*).
 */
export function requestTraceId(request: IncomingMessage): string {
  const continued = traceIdOf(request.headers.traceparent);
  if (continued) return continued;
  generated = newTraceId();
  return generated;
}

/**
 * The id `requestTraceId` has just made, once: the tracer's id generator gives it to the request's span, which
 * @fastify/otel starts in the same turn of the event loop, so span and log lines share one trace id.
 */
export function takeGeneratedTraceId(): string | undefined {
  const id = generated;
  generated = undefined;
  return id;
}
