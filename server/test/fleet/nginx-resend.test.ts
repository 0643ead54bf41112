import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startNginx } from './processes';

// deploy/nginx.conf in front of a process that closes a connection with a request on it unanswered (a draining
// process at the moment it stops listening, docs/decisions/062-*) and one that answers: nginx resends a token
// refresh, which any process answers the same within 15 s (docs/product.md#refresh-tokens), and no other POST.
let closing: Server;
let answering: ReturnType<typeof createHttpServer>;
let ports: [number, number];

const listen = async (server: Server) => {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return port;
};

beforeAll(async () => {
  // Health checks (startNginx waits for one) are answered, so only the POSTs make nginx pass this one over.
  closing = createServer((socket) =>
    socket.once('data', (head: Buffer) => {
      if (head.toString().startsWith('POST')) socket.resetAndDestroy();
      else socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}');
    }),
  );
  answering = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('{}'));
  });
  ports = [await listen(closing), await listen(answering)];
});

afterAll(() => {
  closing?.close();
  answering?.close();
});

/**
 * Two POSTs one after the other through a fresh nginx: it takes the processes in turn, so one of them meets
 * the closing process (after a failure nginx would pass it over for 2 s).
 */
async function twoPosts(path: string): Promise<number[]> {
  const nginx = await startNginx(ports, await freePort());
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${nginx.base}${path}`, { method: 'POST', body: '{}' });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    return statuses.sort();
  } finally {
    await nginx.stop();
  }
}

it('answers a sign-in that met the closing process 502: nginx does not resend a POST', async () => {
  expect(await twoPosts('/api/v1/signin')).toEqual([200, 502]);
}, 60_000);

it('resends a token refresh, the portal’s and a client’s, to the other process', async () => {
  expect(await twoPosts('/api/v1/tokens/refresh')).toEqual([200, 200]);
  expect(await twoPosts('/api/v1/client/forum/tokens/refresh')).toEqual([200, 200]);
}, 60_000);
