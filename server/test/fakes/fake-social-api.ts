import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: path and query. */
export interface SeenRequest {
  path: string;
  query: URLSearchParams;
}

/** A local stand-in for the YouTube Data API and the Graph API: answers by path, records every request. */
export interface FakeSocialApi {
  url: string;
  seen: SeenRequest[];
  /** Sets the JSON (or status) answered for a path, after `delayMs` (a slow source). */
  answer(path: string, body: unknown, status?: number, delayMs?: number): void;
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port (tests only). */
export async function startFakeSocialApi(): Promise<FakeSocialApi> {
  const answers = new Map<string, { body: unknown; status: number; delayMs: number }>();
  const seen: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, query: url.searchParams });
    const found = answers.get(url.pathname);
    setTimeout(() => {
      response.writeHead(found?.status ?? 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found?.body ?? { error: { message: 'Unknown path', code: 803 } }));
    }, found?.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer: (path, body, status = 200, delayMs = 0) => answers.set(path, { body, status, delayMs }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
