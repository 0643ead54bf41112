import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../lib/app-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) => {
        app.get('/api/v1/test-cast', () => app.deps.db.query('select $1::int as n', ['not a number']));
        app.post('/api/v1/test-echo', async (request) => ({ received: request.body }));
        app.get('/api/v1/test-catalogue', async () => {
          throw new AppError('PRODUCT_NOT_FOUND');
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('error shape', () => {
  it('turns a database data exception caused by client input into a 400, not a 500', async () => {
    const res = await t.app.inject('/api/v1/test-cast');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid input.',
      traceId: expect.any(String),
    });
  });

  it('sends a catalogue error with its status and the spec text', async () => {
    const res = await t.app.inject('/api/v1/test-catalogue');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found.',
      traceId: expect.any(String),
    });
  });

  it('answers a body that is not JSON with 400 in the contract shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid input.',
      traceId: expect.any(String),
    });
  });
});
