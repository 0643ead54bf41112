import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startupMessage } from '../../src/startup-message';
import { createTestApp, type TestApp } from '../test-app';

// Finding 5: the dev outbox holds every mailed code; only this machine may read it, never in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('answers loopback clients and nobody else, nor anyone through a proxy', async () => {
    const read = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
      t.app.inject({ url: '/api/dev/mailbox', ...options });
    expect((await read({ remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await read({ remoteAddress: '::1' })).statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.9', '10.0.0.8', '::ffff:192.0.2.1']) {
      const res = await read({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
    ])
      expect((await read({ remoteAddress: '127.0.0.1', headers })).statusCode).toBe(404);
  });

  it('is not there with NODE_ENV=production or with SMTP_URL', async () => {
    for (const env of <Record<string, string>[]>[
      { NODE_ENV: 'production' },
      { SMTP_URL: 'smtp://127.0.0.1:2525' },
    ]) {
      const other = await createTestApp(env);
      try {
        expect((await other.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  }, 60_000);

  it('says on the start-up line who may read it', () => {
    const dev = loadConfig({ PORT: '3000' });
    expect(startupMessage(dev)).toBe(
      'Backstage is serving http://localhost:3000/backstage/; without SMTP_URL mail goes to the dev outbox, readable at http://localhost:3000/api/dev/mailbox by clients on this machine only',
    );
    expect(startupMessage({ ...dev, NODE_ENV: 'production' })).toBe(
      'Backstage is serving http://localhost:3000/backstage/',
    );
  });
});
