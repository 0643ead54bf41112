import { describe, expect, it } from 'vitest';
import { newTraceId, requestTraceId, takeGeneratedTraceId, traceIdOf } from './trace-id';

const request = (traceparent?: string) => ({ headers: traceparent ? { traceparent } : {} }) as never;

describe('trace ids (docs/decisions/091-*)', () => {
  it('continues a valid traceparent', () => {
    const header = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    takeGeneratedTraceId(); // one an earlier request of this process left
    expect(traceIdOf(header)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(requestTraceId(request(header))).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    // A continued id is not one made here: the span takes the caller's trace, not a new id.
    expect(takeGeneratedTraceId()).toBeUndefined();
  });

  it.each([
    ['version ff', 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
    ['an all-zero parent id', `00-4bf92f3577b34da6a3ce929d0e0e4736-${'0'.repeat(16)}-01`],
    ['upper-case hex', '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01'],
    ['a short id', '00-4bf92f35-00f067aa0ba902b7-01'],
    ['text that is not one', 'hello'],
  ])('makes a new id for %s', (_name, header) => {
    expect(traceIdOf(header)).toBeUndefined();
    const id = requestTraceId(request(header));
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(takeGeneratedTraceId()).toBe(id);
    expect(takeGeneratedTraceId()).toBeUndefined();
  });

  it('makes distinct random ids past the pooled bytes', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newTraceId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
