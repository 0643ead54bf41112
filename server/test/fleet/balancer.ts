import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from '../tcp-proxy';

// The recipe's balancer, deploy/haproxy.cfg, run by Debian's haproxy (`.ci/run` installs it) as shared/DESIGN.md
// says: the two app servers' addresses and the listening port replaced, nothing else of the file changed
// (docs/decisions/092-*). The test adds only a control socket in its temp dir, to read what HAProxy thinks of
// each process.
const recipe = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

export interface BalancerOptions {
  /** What stands in for `app-1:3000` and `app-2:3000`: `127.0.0.1:PORT`, or a name and port for `dns`. */
  upstreams: [string, string];
  port: number;
  /** A DNS server's port in place of compose's (127.0.0.11:53), for names in `upstreams`. */
  dnsPort?: number;
}

export interface BalancedServer {
  name: string;
  /** UP, DOWN, MAINT (resolution) …, and the transitions between ("DOWN 1/2"). */
  status: string;
  /** The address HAProxy sends to now. */
  addr: string;
}

export interface Balancer {
  base: string;
  /** What HAProxy wrote to stderr (its state changes and warnings), for a failing test's message. */
  errors(): string;
  /** HAProxy's view of the two processes, from its control socket (`show stat`). */
  servers(): Promise<BalancedServer[]>;
  /** Resolves once HAProxy sends to `name` at `addr` (given: only there). */
  inUse(name: string, addr?: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startBalancer({ upstreams, port, dnsPort }: BalancerOptions): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'backstage-haproxy-'));
  const socket = join(dir, 'admin.sock');
  let config = readFileSync(recipe, 'utf8')
    .replace('app-1:3000', upstreams[0])
    .replace('app-2:3000', upstreams[1])
    .replace('bind :8080', `bind 127.0.0.1:${port}`)
    .replace(/^global\n/m, `global\n  stats socket ${socket} level admin\n`);
  if (dnsPort) config = config.replace('127.0.0.11:53', `127.0.0.1:${dnsPort}`);
  writeFileSync(join(dir, 'haproxy.cfg'), config);
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  child.once('error', (error) => {
    stderr += `${error.message} (install Debian's haproxy: .ci/run does)`;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const servers = async (): Promise<BalancedServer[]> => {
    const csv = await command(socket, 'show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
    return rows
      .map((line) => line.split(','))
      .filter((row) => at(row, 'pxname') === 'backstage' && at(row, 'svname').startsWith('app-'))
      .map((row) => ({ name: at(row, 'svname'), status: at(row, 'status'), addr: at(row, 'addr') }));
  };
  const base = `http://127.0.0.1:${port}`;
  const balancer: Balancer = {
    base,
    errors: () => stderr,
    servers,
    inUse: async (name, addr) => {
      await waitUntil(async () => {
        const server = (await servers()).find((candidate) => candidate.name === name);
        return server?.status === 'UP' && (!addr || server.addr === addr);
      }, 30_000).catch((error: Error) => {
        throw new Error(`${name} ${addr ?? ''}: ${error.message}\n${stderr}`);
      });
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await waitUntil(async () => {
    if (child.exitCode !== null || stderr.includes('ENOENT'))
      throw new Error(`haproxy did not start: ${stderr}`);
    return (await fetch(`${base}/api/health`).catch(() => undefined))?.status === 200;
  }, 30_000);
  return balancer;
}

/** One command on HAProxy's control socket; resolves with its whole answer. */
function command(path: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(path, () => socket.end(`${line}\n`));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(answer));
  });
}
