// Plays the Dockerfile's last stage on this machine, which has no container engine, to keep the image's recipe
// working (docs/decisions/062-running-as-a-fleet.md): the files it copies and the production dependencies it
// installs must be all the built app needs. The repository must be built first (`npm run build`), as the
// image's first stage does. Usage: node deploy/check-image.mjs
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = fileURLToPath(new URL('..', import.meta.url));
const CONTAINER_ROOT = '/app';

/** The Dockerfile's instructions, continuation lines joined, comments and blank lines left out. */
function instructions(text) {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions after the last FROM: what the image is made of. */
function lastStage(all) {
  const from = all.findLastIndex((step) => step.keyword === 'FROM');
  return all.slice(from + 1);
}

/** The exec form's argument list (`["node", "main.js"]`), the only form this Dockerfile uses. */
function execForm(args) {
  const list = JSON.parse(args);
  if (!Array.isArray(list)) throw new Error(`expected the exec form ["…"], got ${args}`);
  return list;
}

/** A path inside the image (absolute under /app, or relative to WORKDIR /app) as a path under `root`. */
function inImage(root, path) {
  if (!path.startsWith('/')) return join(root, path);
  if (path !== CONTAINER_ROOT && !path.startsWith(`${CONTAINER_ROOT}/`))
    throw new Error(`${path} is outside ${CONTAINER_ROOT}, the only folder this check plays`);
  return join(root, path.slice(CONTAINER_ROOT.length));
}

function copy(root, args) {
  const fromBuild = args.startsWith('--from=build ');
  const paths = args.replace(/^--from=\S+\s+/, '').split(/\s+/);
  const target = paths.pop();
  for (const source of paths) {
    // The first stage is this repository built in place (WORKDIR /app, COPY . ., npm run build).
    const from = fromBuild ? join(repo, source.slice(CONTAINER_ROOT.length + 1)) : join(repo, source);
    const to = target.endsWith('/')
      ? join(inImage(root, target), source.split('/').at(-1))
      : inImage(root, target);
    mkdirSync(dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true });
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const root = mkdtempSync(join(tmpdir(), 'backstage-image-'));
const env = { PATH: process.env.PATH, HOME: root, npm_config_cache: join(root, '.npm-cache') };
let command;
let healthcheck;
for (const { keyword, args } of lastStage(
  instructions(readFileSync(join(repo, 'deploy/Dockerfile'), 'utf8')),
)) {
  if (keyword === 'ENV') for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  else if (keyword === 'WORKDIR' && args !== CONTAINER_ROOT)
    throw new Error(`WORKDIR ${args}: expected ${CONTAINER_ROOT}`);
  else if (keyword === 'COPY') copy(root, args);
  else if (keyword === 'RUN') {
    // Each `&&` part is run here but what only a container does (its folders at /app, its user's ownership).
    for (const part of args.split('&&').map((p) => p.trim())) {
      if (!part.startsWith('npm ')) {
        console.log(`  (container only) ${part}`);
        continue;
      }
      console.log(`> ${part}`);
      await promisify(execFile)('sh', ['-c', part], { cwd: root, env, maxBuffer: 1 << 26 });
    }
  } else if (keyword === 'HEALTHCHECK') healthcheck = execForm(args.slice(args.indexOf('CMD') + 3).trim());
  else if (keyword === 'CMD') command = execForm(args);
}
if (!command || !healthcheck) throw new Error('the last stage needs a CMD and a HEALTHCHECK');

// The image's own command with its own environment, on a free port and the embedded database.
env.PORT = String(await freePort());
// The management listener on a free port too: 9000 may be another server's on this machine (ADR 090).
env.MANAGEMENT_PORT = String(await freePort());
env.DATA_DIR = join(root, 'data');
env.KEYS_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
console.log(`> ${command.join(' ')}  (PORT ${env.PORT})`);
const app = spawn(command[0], command.slice(1), { cwd: root, env });
// Its log is shown only when the check fails.
let log = '';
for (const stream of [app.stdout, app.stderr]) stream.on('data', (chunk) => (log += chunk));
const exited = new Promise((resolve) => app.once('exit', (code) => resolve(code)));
let failed = 'the HEALTHCHECK never passed within 120 s';
try {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const passed = await new Promise((resolve) =>
      spawn(healthcheck[0], healthcheck.slice(1), { cwd: root, env, stdio: 'ignore' }).once('exit', (code) =>
        resolve(code === 0),
      ),
    );
    if (passed) {
      const page = await fetch(`http://127.0.0.1:${env.PORT}/backstage/login`);
      const body = await page.text();
      failed =
        page.ok && body.includes('<div id="root">') ? '' : `GET /backstage/login answered ${page.status}`;
      // The management listener serves readiness and metrics from the image's own dependencies.
      const management = `http://127.0.0.1:${env.MANAGEMENT_PORT}`;
      const ready = await fetch(`${management}/health/ready`).catch(() => undefined);
      const metrics = await fetch(`${management}/metrics`).catch(() => undefined);
      if (!failed && ready?.status !== 200) failed = `GET /health/ready answered ${ready?.status}`;
      if (!failed && !(await metrics?.text())?.includes('http_server_request_duration_seconds'))
        failed = 'GET /metrics has no request durations';
      break;
    }
    if (app.exitCode !== null) {
      failed = `the app exited with ${app.exitCode}`;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
} finally {
  app.kill('SIGTERM');
  const code = await exited;
  if (!failed && code !== 0) failed = `the app exited with ${code} after SIGTERM`;
  rmSync(root, { recursive: true, force: true });
}
if (failed) {
  console.error(`${log}\ndeploy/Dockerfile: ${failed}`);
  process.exit(1);
}
console.log('deploy/Dockerfile: the last stage serves the app, passes its HEALTHCHECK and stops on SIGTERM');
