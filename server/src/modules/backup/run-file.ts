import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The server holding an embedded database says so in DATA_DIR/server.json: operator scripts then ask it
// (PGlite lets one process at a time open its data directory) instead of opening the directory themselves.
const runFile = (dataDir: string) => join(dataDir, 'server.json');

/** Announces this process as the one serving `dataDir`; the returned function withdraws it (at close). */
export function announceServer(dataDir: string, port: number): () => void {
  writeFileSync(runFile(dataDir), JSON.stringify({ pid: process.pid, port }), { mode: 0o600 });
  return () => rmSync(runFile(dataDir), { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on `dataDir`, if any (a file left by a process that died does not count). */
export function runningServer(dataDir: string): { pid: number; port: number } | undefined {
  let entry: { pid: number; port: number };
  try {
    entry = JSON.parse(readFileSync(runFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  return Number.isInteger(entry.pid) && alive(entry.pid) ? entry : undefined;
}
