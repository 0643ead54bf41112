import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** A TCP proxy on a loopback port in front of a real server, to cut and heal connections in fault tests. */
export interface TcpProxy {
  readonly port: number;
  /** Resets every open connection and every new one until `heal`, as a restarting server does. */
  cut(): void;
  heal(): void;
  close(): Promise<void>;
}

/** `listen`: where the proxy takes connections (default a free loopback port), e.g. a new address of a process. */
export async function startTcpProxy(
  target: { host: string; port: number },
  listen: { host: string; port: number } = { host: '127.0.0.1', port: 0 },
): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.resetAndDestroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Either side failing ends both; the error itself is what the test provokes.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(listen.port, listen.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    heal() {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The same URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

/** Polls `check` until it is true (at most `timeoutMs`), resolving to how long it took. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - start;
}
