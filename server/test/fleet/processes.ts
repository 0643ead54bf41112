import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'vitest';
import { openPostgres } from '../../src/db/postgres-db';
import { adminUrl } from '../postgres-template';
import { waitUntil } from '../tcp-proxy';

// Real server processes (the sources bundled as `npm run build` does), as a deployment runs them (deploy/,
// docs/decisions/062-*); `balancer.ts` puts the recipe's HAProxy in front. PostgreSQL and Redis runs only:
// processes share no in-memory store.
const repository = fileURLToPath(new URL('../../../', import.meta.url));
const serverFolder = join(repository, 'server');

/**
 * The server's sources bundled into `server/dist/` under names of their own (so its npm packages, seed and
 * content files resolve as the build's do): a process loads it in a second or two, where running the sources
 * through tsx took ~10 s on a busy machine.
 */
export async function bundleServer(): Promise<{ entry: string; remove(): void }> {
  const pkg = JSON.parse(readFileSync(join(serverFolder, 'package.json'), 'utf8'));
  const outdir = join(serverFolder, 'dist');
  const prefix = `fleet-${randomUUID().slice(0, 8)}`;
  await build({
    absWorkingDir: serverFolder,
    entryPoints: ['src/main.ts'],
    outdir,
    entryNames: `${prefix}-[name]`,
    chunkNames: `${prefix}-[name]-[hash]`,
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@backstage/domain'),
    logLevel: 'warning',
  });
  return {
    entry: join(outdir, `${prefix}-main.js`),
    remove: () => {
      for (const file of readdirSync(outdir)) if (file.startsWith(prefix)) rmSync(join(outdir, file));
    },
  };
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh PostgreSQL database copied from the run's template, for processes to share. */
export async function fleetDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL!;
  const name = `backstage_fleet_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = openPostgres(adminUrl(url));
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  return {
    url: adminUrl(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote to stderr (its warnings and errors), for a failing test's message. */
  errors(): string;
}

/** Starts the bundled server like `npm start` does; resolves once its health check answers 200. */
export async function startServer(
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backstage-fleet-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir);
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>t</title></head></html>');
  const child = spawn(process.execPath, [entry], {
    cwd: repository,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // Two processes on one host: the default management port (9000) would clash (ADR 090).
      MANAGEMENT_PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      // Behind HAProxy on this machine: the client address comes from its X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      // A busy shared machine lags by itself; shedding is not what these tests are about.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  const server = { port, base, child, exited, errors: () => stderr };
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    return (await fetch(`${base}/api/health`).catch(() => undefined))?.status === 200;
  }, 90_000);
  return server;
}
