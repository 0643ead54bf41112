import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpPayload } from '../accounts-helpers';
import { waitUntil } from '../tcp-proxy';
import {
  bundleServer,
  fleetDatabase,
  freePort,
  type Nginx,
  type ServerProcess,
  startNginx,
  startServer,
} from './processes';

// docs/decisions/062-*: two processes behind nginx (deploy/nginx.conf) on one PostgreSQL and Redis, restarted
// one after the other under steady traffic, fail no request.
let database: Awaited<ReturnType<typeof fleetDatabase>>;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let nginx: Nginx | undefined;
const servers: ServerProcess[] = [];
let ports: [number, number];
let nginxPort: number;
const env = () => ({
  // Every process issues and checks tokens for the one public address.
  PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
  DATABASE_URL: database.url,
  REDIS_URL: process.env.REDIS_URL!,
  // Short, to keep the test short; longer than nginx's 1 s idle keep-alive and its 2 s pause of a peer that
  // refused (deploy/nginx.conf), so the process restarted before is back in use when this one closes.
  SHUTDOWN_DRAIN_MS: '3000',
  CLIENT_ADDRESS_LIMITS: 'off',
});

beforeAll(async () => {
  [database, bundle] = await Promise.all([fleetDatabase(), bundleServer()]);
  ports = [await freePort(), await freePort()];
  nginxPort = await freePort();
  servers.push(...(await Promise.all(ports.map((port) => startServer(bundle.entry, port, env())))));
  nginx = await startNginx(ports, nginxPort);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database?.drop();
  bundle?.remove();
});

const json = async (response: Response) => (await response.json()) as Record<string, string>;

interface Tokens {
  idToken: string;
  refreshToken: string;
}

const post = (base: string, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * An activated account signed in `sessions` times, set up on the first process directly (its dev mailbox
 * answers loopback callers only).
 */
async function signedIn(base: string, sessions: number): Promise<Tokens[]> {
  const email = `rolling-${randomUUID().slice(0, 8)}@example.com`;
  const { securityToken } = await json(await fetch(`${base}/api/v1/serverTime`));
  await post(base, '/api/v1/signup', signUpPayload(email), {
    'x-client-id': 'roland',
    'x-security-token': securityToken!,
  });
  const mailbox = (await (await fetch(`${base}/api/dev/mailbox?to=${email}`)).json()) as {
    data: { text: string }[];
  };
  const code = mailbox.data[0]!.text.match(/\b(\d{6})\b/)![1]!;
  expect((await post(base, '/api/v1/confirm', { email, code })).status).toBe(200);
  const tokens: Tokens[] = [];
  for (let i = 0; i < sessions; i++)
    tokens.push((await json(await post(base, '/api/v1/signin', { email, password: PASSWORD }))) as never);
  return tokens;
}

describe('a rolling restart behind nginx', () => {
  it('fails no request while both processes restart in turn', async () => {
    const sessions = await signedIn(servers[0]!.base, 8);
    const base = nginx!.base;
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    // 8 clients, each with its own session and kept-alive connections: GET me and a list, and every fourth
    // request a token refresh, a POST that nginx must not resend to the other process.
    const client = async (n: number) => {
      const tokens = sessions[n]!;
      for (let i = 0; running; i++) {
        const refresh = i % 4 === 3;
        const request = refresh
          ? post(base, '/api/v1/tokens/refresh', { token: tokens.refreshToken })
          : fetch(`${base}${i % 2 ? '/api/v1/genders?perPage=-1' : '/api/v1/me'}`, {
              headers: { authorization: `Bearer ${tokens.idToken}` },
            });
        const outcome = await request.then(
          async (response) => {
            const body = await response.text();
            if (!response.ok) return `${response.status} ${response.url} ${body.slice(0, 80)}`;
            if (refresh) Object.assign(tokens, JSON.parse(body));
          },
          (error: Error) => error.message,
        );
        answered++;
        if (outcome) failures.push(`client ${n}: ${outcome}`);
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    const answeredBy = (count: number) => waitUntil(async () => answered >= count, 30_000);

    await answeredBy(100);
    for (const index of [0, 1]) {
      const old = servers[index]!;
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      servers[index] = await startServer(bundle.entry, ports[index]!, env());
      await answeredBy(answered + 100);
    }
    running = false;
    await Promise.all(clients);

    expect(failures, nginx!.errors()).toEqual([]);
    expect(answered).toBeGreaterThan(300);
  }, 180_000);
});
