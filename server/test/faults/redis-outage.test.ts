import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy, throughProxy, waitUntil } from '../tcp-proxy';
import { createTestApp, type TestApp } from '../test-app';
import { recordingLog } from './outage-log';

// Runs only with REDIS_URL (server/vitest.config.ts): the app reaches Redis through a proxy that resets every
// connection for a while.
let proxy: TcpProxy;
let t: TestApp;
const log = recordingLog();
beforeAll(async () => {
  const server = new URL(process.env.REDIS_URL!);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 6379) });
  t = await createTestApp(
    {},
    { outageLog: log, reroute: (url) => (url.startsWith('redis') ? throughProxy(url, proxy) : url) },
  );
});
afterAll(async () => {
  await t.close();
  await proxy.close();
});

const signIn = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    payload: { email: 'nobody@example.com', password: 'Wrong-pass-1' },
  });
const health = () => t.app.inject('/api/health');

describe('Redis connections lost and back', () => {
  it('logs the outage once, answers 503 where Redis is needed, keeps other routes and recovers', async () => {
    expect((await signIn()).statusCode).toBe(401);
    proxy.cut();

    expect((await health()).json()).toEqual({ status: 'unavailable', failing: ['redis'] });
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
      traceId: expect.any(String),
    });
    // Routes that need only the database go on serving.
    expect((await t.app.inject('/api/v1/genders?perPage=-1')).statusCode).toBe(200);
    // Many broken sockets and retries, one warning.
    expect((await signIn()).statusCode).toBe(503);
    const warnings = log.lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toMatchObject({ event: 'dependency-unavailable', dependency: 'redis' });

    proxy.heal();
    await waitUntil(async () => (await health()).statusCode === 200, 10_000);
    expect((await signIn()).statusCode).toBe(401);
    expect(log.lines.at(-1)).toMatchObject({ level: 'info', details: { event: 'dependency-available' } });
  });
});
