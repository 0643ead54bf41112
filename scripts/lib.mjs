// Shared helpers for the root scripts: run a command, find what is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time (ms) of any file under the given paths, skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** True when the output file is missing or older than any of its sources. */
export function isStale(output, sources) {
  const target = join(root, output);
  if (!existsSync(target)) return true;
  return statSync(target).mtimeMs < newestMtime(sources);
}

/** Builds the web app and the server bundle when missing or out of date. */
export async function buildWhatIsMissing() {
  if (
    isStale('web/dist/index.html', [
      'web/src',
      'web/index.html',
      'web/vite.config.ts',
      'web/public',
      'domain/src',
    ])
  ) {
    console.log('> building web (web/dist)');
    if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) return false;
  }
  if (isStale('server/dist/main.js', ['server/src', 'server/build.mjs', 'domain/src'])) {
    console.log('> building server (server/dist)');
    if ((await run('npm', ['run', 'build', '-w', 'server'])) !== 0) return false;
  }
  return true;
}
