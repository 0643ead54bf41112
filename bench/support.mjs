// Shared parts of the benchmarks that drive a built server: start and stop it, sign a user up, time requests.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawConnection } from './raw-http.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * Starts `server/dist/main.js` with the given environment; resolves once /api/health answers. `nodeArgs` go
 * to Node before the script (e.g. `--cpu-prof`).
 */
export async function startServer(env, { pollMs = 200, binary = 'server/dist/main.js', nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, binary)], {
    // No management listener unless a bench asks for one: benches run beside others on one host (ADR 090).
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', MANAGEMENT_PORT: '0', ...env },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  // Generous: a fresh embedded database migrates and seeds first, slowly on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {
        pid: child.pid,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not become healthy at ${url}`);
}

/** JSON request helper bound to a base URL. */
export const client =
  (base) =>
  async (method, path, body, headers = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };

/** Signs up, activates with the mailed code (dev mailbox) and signs in; returns the id token and user id. */
export async function activeUser(base, email, password) {
  const call = client(base);
  const { securityToken } = (await call('GET', '/api/v1/serverTime')).json;
  const payload = {
    firstName: 'Bench',
    lastName: 'User',
    email,
    password,
    cultureCode: 'en-US',
    country: 'US',
    allowEmail: false,
    mailFormatType: 'html',
    signupSource: 'bench',
  };
  const signup = await call('POST', '/api/v1/signup', payload, {
    'x-client-id': 'roland',
    'x-security-token': securityToken,
  });
  if (signup.status >= 300) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.json)}`);
  const mail = (await call('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json.data[0];
  await call('POST', '/api/v1/confirm', { email, code: mail.text.match(/\b(\d{6})\b/)[1] });
  const { idToken } = (await call('POST', '/api/v1/signin', { email, password })).json;
  const me = (await call('GET', '/api/v1/me', undefined, { authorization: `Bearer ${idToken}` })).json;
  return { idToken, userId: me.id };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Requests `urlOf(i)` from `connections` concurrent loops for `seconds`, each waiting for its answer before
 * the next (`requestOf(i)`, when given, says the method, headers and body of request `i`); returns requests per
 * second, p50/p99/max latency in ms, and how many answers were not 2xx.
 */
export async function measure(urlOf, { seconds, connections, headers = {}, check, requestOf }) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        const response = await fetch(urlOf(i), { headers, ...requestOf?.(i) });
        const body = await response.text();
        latencies.push(performance.now() - t0);
        if (!response.ok || (check && !check(JSON.parse(body)))) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    failures,
  };
}

/** One line of figures. */
export const report = (label, { rps, p50, p99, max, failures }) =>
  console.log(
    `${label}: ${rps.toFixed(0)} req/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms` +
      (failures ? `, FAILED ${failures}` : ''),
  );

/**
 * Token refreshes by `tokens.length` chains for `seconds`: each chain sends the refresh token the last answer
 * returned (a loop per chain: autocannon resets a connection's context after each request of its list, so it
 * cannot carry a rotated token from one answer to the next request). Each chain keeps one connection and sends
 * raw request bytes (raw-http.mjs), as autocannon does for the health figure it is compared with;
 * `BENCH_REFRESH_CLIENT=fetch` sends them with `fetch` as before (bench/README.md, issue 45). Returns requests
 * per second, p50/p99/max in ms, how many answers were not 200 and the bench process's CPU per refresh (µs).
 */
export async function refreshChains(base, tokens, seconds, path = '/api/v1/tokens/refresh') {
  const { hostname, port } = new URL(base);
  const viaFetch = process.env.BENCH_REFRESH_CLIENT === 'fetch';
  const latencies = [];
  let failures = 0;
  const cpu = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (first) => {
      const call = viaFetch ? client(base) : undefined;
      const connection = viaFetch ? undefined : rawConnection(hostname, Number(port));
      let token = first;
      try {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const answer = call
            ? await call('POST', path, { token })
            : await connection.post(path, { token }).then(({ status, text }) => ({
                status,
                json: status === 200 ? JSON.parse(text) : undefined,
              }));
          latencies.push(performance.now() - t0);
          if (answer.status === 200) token = answer.json.refreshToken;
          else failures++;
        }
      } finally {
        connection?.close();
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    failures,
    clientCpu: (used.user + used.system) / latencies.length,
  };
}

/** CPU time (user + system) the process `pid` has used so far, in microseconds (Linux `/proc`). */
export function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5), counted from after the command name here.
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}
