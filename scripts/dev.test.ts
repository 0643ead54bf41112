import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Smoke test of `npm run dev` as a newcomer runs it: one URL answers the SPA from Vite and the API behind
// it, and stopping it leaves no process behind. Both runs share one data directory, so the second start
// skips the first one's migrations.

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'backstage-dev-'));
const started: ChildProcess[] = [];
// A busy machine (the whole suite runs beside this) may take minutes to migrate and bundle.
const STARTUP = { timeout: 240_000, interval: 500 };
// esbuild's service process (tsx's, under the API) ends when the API closes its pipe, a moment after.
const HELPERS_END = { timeout: 10_000, interval: 100 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Proc {
  pid: number;
  command: string;
}

/** Every process below `pid`, with its command line, from the process table. */
function descendantsOf(pid: number): Proc[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [, child, parent, command] = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line) ?? [];
      return { pid: Number(child), ppid: Number(parent), command: command ?? '' };
    });
  const found: Proc[] = [];
  const visit = (parent: number) => {
    for (const row of rows) {
      if (row.ppid === parent) {
        found.push({ pid: row.pid, command: row.command });
        visit(row.pid);
      }
    }
  };
  visit(pid);
  return found;
}

function isAlive({ pid }: Proc): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts `npm run dev` in its own process group (as a terminal runs a foreground job) on a free port. */
async function startDev() {
  const port = await freePort();
  // MANAGEMENT_PORT 0: the default 9000 would clash with any other server on this host (ADR 090).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    MANAGEMENT_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // As `npm start` does: the embedded database and the dev mailbox, whatever the calling shell has set.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  delete env.NODE_ENV;
  const npm = spawn('npm', ['run', 'dev'], { cwd: root, env, detached: true, stdio: 'ignore' });
  started.push(npm);
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  return { npm, exited, origin: `http://localhost:${port}` };
}

async function waitForApi(origin: string) {
  return vi.waitFor(async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    return response.json();
  }, STARTUP);
}

/** The processes of the session once all are up: npm, a shell maybe, the script, Vite, tsx and the API. */
function sessionProcesses(npm: ChildProcess): Proc[] {
  const processes = descendantsOf(npm.pid!);
  const commands = processes.map((p) => p.command).join('\n');
  for (const part of [/scripts\/dev\.mjs/, /vite/, /tsx.* watch/, /server\/src\/main\.ts/]) {
    expect(commands).toMatch(part);
  }
  return processes;
}

async function expectAllGone(processes: Proc[]) {
  await vi.waitFor(() => {
    expect(processes.filter(isAlive).map((p) => `${p.pid} ${p.command}`)).toEqual([]);
  }, HELPERS_END);
}

afterAll(() => {
  // Only matters when a test failed midway: leave nothing of its group (npm's pid) running on the machine.
  for (const npm of started) {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // ESRCH: the group is gone, as it should be.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the SPA with hot reload and the API on one origin, and Ctrl-C stops every process', async () => {
    const { npm, exited, origin } = await startDev();

    const html = await vi.waitFor(async () => {
      const response = await fetch(`${origin}/backstage/`);
      expect(response.status).toBe(200);
      return response.text();
    }, STARTUP);
    expect(html).toContain('<div id="root">');
    expect(html).toContain('/backstage/@vite/client');
    const entry = html.match(/<script type="module" src="(\/backstage\/src\/[^"]+)"/)?.[1];
    expect(entry).toBe('/backstage/src/entry.ts');
    const script = await fetch(`${origin}${entry}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    expect(await waitForApi(origin)).toMatchObject({ status: 'ok' });
    const mailbox = await fetch(`${origin}/api/dev/mailbox`);
    expect(mailbox.status).toBe(200);

    const processes = sessionProcesses(npm);
    // Ctrl-C: the terminal signals the whole foreground group.
    process.kill(-npm.pid!, 'SIGINT');
    await exited;
    await expectAllGone(processes);
  });

  it('stops Vite and the API when only the dev script is told to stop (SIGTERM)', async () => {
    const { npm, exited, origin } = await startDev();
    await waitForApi(origin);
    const processes = sessionProcesses(npm);
    // As a process manager or `kill` does: no one else is signalled, so the script must pass it on and wait.
    const script = processes.find((p) => /scripts\/dev\.mjs/.test(p.command) && !/^(sh|npm)/.test(p.command));
    process.kill(script!.pid, 'SIGTERM');
    await exited;
    await expectAllGone(processes);
  });
});
