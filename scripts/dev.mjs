// `npm run dev`: one URL for development. Vite serves the SPA with hot reload on $PORT (default 3000) and
// proxies /api, /cloud and /.well-known to the API, which `tsx watch` restarts on every server change.
// The API runs as `npm start` runs it (embedded database under $DATA_DIR, dev mailbox) unless the
// environment says otherwise. Ctrl-C (or SIGTERM) stops both and exits once they are gone.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';

const GRACE_MS = 10_000;

/** A port nobody listens on right now, for the API behind Vite. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The CLI entry of a package installed for the given workspace (hoisted or not). */
function binOf(workspace, pkg, bin) {
  const require = createRequire(join(root, workspace, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = require(manifestPath);
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  return join(dirname(manifestPath), entry);
}

const port = process.env.PORT || '3000';
const apiPort = process.env.DEV_API_PORT || String(await freePort());
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;

const children = [
  spawn(
    process.execPath,
    [binOf('server', 'tsx', 'tsx'), 'watch', '--clear-screen=false', 'server/src/main.ts'],
    {
      cwd: root,
      // Vite owns the terminal's keys (h, r, q); the API needs no input.
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PORT: apiPort, PUBLIC_URL: publicUrl },
    },
  ),
  spawn(process.execPath, [binOf('web', 'vite', 'vite'), '--port', port, '--strictPort'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    // IPv4 literal: the API listens on 0.0.0.0, and `localhost` may resolve to ::1 first.
    env: { ...process.env, DEV_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
console.log(`> Backstage dev: ${publicUrl}/backstage/ (API behind it on port ${apiPort})`);

let exitCode = 0;
let stopping = false;
const running = new Set(children);

/** Asks every child still running to stop; the ones that do not within GRACE_MS are killed. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, GRACE_MS).unref();
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    running.delete(child);
    // One side ending on its own (Vite's `q`, a crash, a taken port) ends the session. Ctrl-C reaches the
    // children too, so one may end by SIGINT before this process has handled its own.
    if (!stopping) stop(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    if (running.size === 0) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
