import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every documented operation, as `METHOD path`, with its responses. */
async function operations(): Promise<[string, Operation][]> {
  const docs = await t.app.inject('/api/docs/json');
  expect(docs.statusCode).toBe(200);
  const { paths } = docs.json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

describe('API contract in /api/docs', () => {
  it('documents the answer of every route: a response schema for its success status', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(60);
    const undocumented = all
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        // A redirect has no body to describe; anything else must name its content's schema.
        return !success.some(([status, response]) =>
          status.startsWith('3') ? true : Object.values(response.content ?? {}).some((c) => c.schema),
        );
      })
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('documents the shared error shape for client and server errors of every route', async () => {
    for (const [name, operation] of await operations()) {
      for (const range of ['4XX', '5XX']) {
        const schema = operation.responses?.[range]?.content?.['application/json']?.schema as
          | { required?: string[]; properties?: Record<string, unknown> }
          | undefined;
        expect(schema?.required, `${name} ${range}`).toEqual(['code', 'message', 'traceId']);
        expect(Object.keys(schema?.properties ?? {}), `${name} ${range}`).toEqual([
          'code',
          'message',
          'fields',
          'traceId',
        ]);
      }
    }
  });

  it('serves the UI, and answers a path it does not have with the contract 404 (docs loaded on first use)', async () => {
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.headers['content-security-policy']).toContain("default-src 'self'");
    const redirect = await t.app.inject('/api/docs/static/index.html');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/api/docs/');
    expect(redirect.headers['content-type']).toBeUndefined();
    const missing = await t.app.inject('/api/docs/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
