import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';
import { type Balancer, startBalancer } from './balancer';
import { type DnsServer, startDnsServer } from './dns-server';
import { bundleServer, fleetDatabase, freePort, type ServerProcess, startServer } from './processes';
import { type Account, activeAccount, mixedTraffic } from './traffic';

// docs/decisions/062-* and 092-*: two processes behind the recipe's HAProxy (deploy/haproxy.cfg) on one
// PostgreSQL and Redis, replaced one after the other under mixed traffic, twice, fail no request; the second
// time each comes back at a new address, which HAProxy finds through its DNS resolver without a reload, as when
// compose recreates a container. The processes are named as in compose, app-1 and app-2, by a DNS server of the
// test, each at a loopback address of its own.
let database: Awaited<ReturnType<typeof fleetDatabase>>;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let dns: DnsServer;
let balancer: Balancer | undefined;
const proxies: TcpProxy[] = [];
const servers: ServerProcess[] = [];
let ports: [number, number];
let balancerPort: number;
const names = ['app-1', 'app-2'] as const;
const addresses = ['127.0.0.2', '127.0.0.3'];

const env = () => ({
  // Every process issues and checks tokens for the one public address.
  PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
  DATABASE_URL: database.url,
  REDIS_URL: process.env.REDIS_URL!,
  // Short, to keep the test short; longer than HAProxy takes to see a stopping process (three checks, at most
  // ~2 s; deploy/haproxy.cfg). compose.yaml gives 5 s.
  SHUTDOWN_DRAIN_MS: '3000',
  CLIENT_ADDRESS_LIMITS: 'off',
});

beforeAll(async () => {
  [database, bundle] = await Promise.all([fleetDatabase(), bundleServer()]);
  ports = [await freePort(), await freePort()];
  balancerPort = await freePort();
  dns = await startDnsServer({ 'app-1': addresses[0]!, 'app-2': addresses[1]! });
  servers.push(...(await Promise.all(ports.map((port) => startServer(bundle.entry, port, env())))));
  balancer = await startBalancer({
    upstreams: [`app-1:${ports[0]}`, `app-2:${ports[1]}`],
    port: balancerPort,
    dnsPort: dns.port,
  });
  await Promise.all(names.map((name) => balancer!.inUse(name)));
}, 120_000);

afterAll(async () => {
  await balancer?.stop();
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const proxy of proxies) await proxy.close();
  await dns?.close();
  await database?.drop();
  bundle?.remove();
});

/**
 * Replaces a process as `docker compose up -d --no-deps app-N` does: SIGTERM (it must exit cleanly after its
 * drain), then a new one. In place, the new one listens where the old one did. `at` a new address, the new one
 * (started while the old one drains, as a new container may be) is reached there on the name's port and the
 * name points there once the old one is gone: its old address then refuses.
 */
async function replace(index: number, at?: string) {
  const old = servers[index]!;
  old.child.kill('SIGTERM');
  const next = at ? startServer(bundle.entry, await freePort(), env()) : undefined;
  expect(await old.exited, old.errors()).toBe(0);
  servers[index] = await (next ?? startServer(bundle.entry, ports[index]!, env()));
  if (at) {
    const target = { host: '127.0.0.1', port: servers[index].port };
    proxies.push(await startTcpProxy(target, { host: at, port: ports[index]! }));
    dns.set(names[index]!, at);
  }
  // The next one is stopped only once HAProxy sends to this one, as an operator waits for it to be healthy.
  await balancer!.inUse(names[index]!, at && `${at}:${ports[index]}`);
}

describe('a rolling restart behind HAProxy', () => {
  it('fails no request of any method through two rounds, the second moving both processes to new addresses', async () => {
    const accounts: Account[] = await Promise.all(
      Array.from({ length: 8 }, () => activeAccount(servers[0]!.base)),
    );
    const traffic = mixedTraffic(balancer!.base, accounts);
    await traffic.more(60);
    for (const index of [0, 1]) {
      await replace(index);
      await traffic.more(60);
    }
    // While app-2 is replaced, only app-1 at its new address answers: HAProxy found it without a reload.
    for (const [index, at] of [
      [0, '127.0.0.4'],
      [1, '127.0.0.5'],
    ] as const) {
      await replace(index, at);
      await traffic.more(60);
    }
    await traffic.stop();
    expect(traffic.failures, balancer!.errors()).toEqual([]);
    expect(traffic.answered).toBeGreaterThan(300);
  }, 180_000);
});
