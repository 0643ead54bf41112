import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('is ok when the database and the key-value store answer', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is 503 naming the database when it fails', async () => {
    vi.spyOn(t.db, 'query').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', failing: ['database'] });
  });

  it('is 503 "stopping" once the process stops, and every answer then closes its connection (ADR 062)', async () => {
    const stopping = await createTestApp();
    try {
      const before = await stopping.app.inject('/api/v1/genders?perPage=-1');
      expect(before.headers.connection).not.toBe('close');
      stopping.app.deps.lifecycle.stop();
      const res = await stopping.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failing: ['stopping'] });
      // Still serving through the drain, but not keeping the connection for another request.
      const during = await stopping.app.inject('/api/v1/genders?perPage=-1');
      expect(during.statusCode).toBe(200);
      expect(during.headers.connection).toBe('close');
    } finally {
      await stopping.close();
    }
  });

  it('is 503 naming redis when the key-value store fails', async () => {
    vi.spyOn(t.kv, 'ping').mockResolvedValueOnce(false);
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json().failing).toEqual(['redis']);
  });
});
