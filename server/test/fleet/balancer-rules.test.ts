import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { type Balancer, startBalancer } from './balancer';
import { freePort } from './processes';

// deploy/haproxy.cfg in front of stand-ins for two processes, with loopback ports in place of its upstreams and
// listening port (shared/DESIGN.md): which process it sends to, and which requests it sends again
// (docs/decisions/092-*).
let balancer: Balancer | undefined;
const servers: (Server | HttpServer)[] = [];

afterEach(async () => {
  await balancer?.stop();
  balancer = undefined;
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close();
  }
});

const listen = async (server: Server | HttpServer) => {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  return port;
};

/** A stand-in process: health answers what `health()` says, every other request its name. */
const standIn = (name: string, health: () => [number, object]) =>
  listen(
    createHttpServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const [status, body] = request.url === '/api/health' ? health() : [200, { name }];
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    }),
  );

const ok = (): [number, object] => [200, { status: 'ok' }];
const failing = (what: string): [number, object] => [503, { status: 'unavailable', failing: [what] }];

const start = async (ports: number[]) => {
  balancer = await startBalancer({
    upstreams: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`],
    port: await freePort(),
  });
  return balancer;
};

/** Who answered each of `count` requests in a row. */
async function answers(base: string, count: number, init: RequestInit = {}, path = '/api/v1/me') {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    // HAProxy closes a kept-alive client connection instead of answering 502 when the failed request was not its
    // first: a failure to the client just the same.
    const response = await fetch(`${base}${path}`, init).catch(() => undefined);
    const body = await response?.text();
    if (!response) names.push('failed');
    else names.push(response.ok ? (JSON.parse(body!) as { name: string }).name : 'failed');
  }
  return names;
}

it('stops sending to a process whose health says it is stopping, within 1 to 3 s, and not to one whose database is away', async () => {
  let a = ok();
  const ports = [await standIn('a', () => a), await standIn('b', () => failing('database'))];
  const { base, inUse, servers: view } = await start(ports);
  await Promise.all([inUse('app-1'), inUse('app-2')]);
  expect(new Set(await answers(base, 6))).toEqual(new Set(['a', 'b']));

  a = failing('stopping');
  const started = Date.now();
  await expect
    .poll(async () => (await view()).find(({ name }) => name === 'app-1')?.status, {
      timeout: 5000,
      interval: 50,
    })
    .toBe('DOWN');
  // Three failed checks, 500 ms apart: not at the first (a process restarted just before gets time to be taken
  // in), well inside the processes' drain (SHUTDOWN_DRAIN_MS: 5 s, 3 s in the rolling-restart test).
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(await answers(base, 6)).toEqual(Array(6).fill('b'));
}, 30_000);

it('passes any request a process refused to the other one, POSTs included', async () => {
  const refusing = createHttpServer((request, response) => {
    request.resume();
    response.end(JSON.stringify(request.url === '/api/health' ? { status: 'ok' } : { name: 'a' }));
  });
  const ports = [await listen(refusing), await standIn('b', ok)];
  const { base, inUse } = await start(ports);
  await Promise.all([inUse('app-1'), inUse('app-2')]);
  // Stopped listening: until three checks have failed HAProxy still counts it in, and its connections are refused.
  refusing.close();
  refusing.closeAllConnections();
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  expect(await answers(base, 4, post, '/api/v1/signin')).toEqual(Array(4).fill('b'));
}, 30_000);

it('fails a POST or PUT that a process took and closed unanswered, and sends a token refresh or a read again', async () => {
  // Reads the request, then resets the connection: a process gone with the request on its connection.
  const closing = createServer((socket) => {
    // HAProxy may reset a check's connection once answered.
    socket.on('error', () => {});
    socket.once('data', (head: Buffer) => {
      if (head.toString().startsWith('GET /api/health')) {
        socket.end('HTTP/1.1 200 OK\r\ncontent-length: 15\r\nconnection: close\r\n\r\n{"status":"ok"}');
      } else socket.resetAndDestroy();
    });
  });
  const ports = [await listen(closing), await standIn('b', ok)];
  const { base, inUse } = await start(ports);
  await Promise.all([inUse('app-1'), inUse('app-2')]);
  const body = { headers: { 'content-type': 'application/json' }, body: '{}' };
  for (const [method, path] of [
    ['POST', '/api/v1/signin'],
    ['PUT', '/api/v1/me'],
  ] as const)
    expect(new Set(await answers(base, 4, { method, ...body }, path)), `${method} ${path}`).toEqual(
      new Set(['failed', 'b']),
    );
  for (const path of ['/api/v1/tokens/refresh', '/api/v1/client/forum/tokens/refresh'])
    expect(await answers(base, 4, { method: 'POST', ...body }, path), path).toEqual(Array(4).fill('b'));
  expect(await answers(base, 4)).toEqual(Array(4).fill('b'));
}, 30_000);
