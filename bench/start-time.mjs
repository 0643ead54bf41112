// Start time of the built server to healthy: a first start (empty embedded database: migrations, seed,
// statistics) and a warm start of the same database, as `npm start` does on a machine that ran it before.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './support.mjs';

/** Milliseconds from spawning `server/dist/main.js` to its first healthy answer, and its stop function. */
export async function timedStart(env, binary) {
  const t0 = performance.now();
  const server = await startServer(env, { pollMs: 20, binary });
  return { ms: performance.now() - t0, server };
}

/** First start, then `warmRuns` warm starts of the same data directory; returns their times in ms. */
export async function startTimes(port, warmRuns = 3, binary) {
  const env = { PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-start-')) };
  const first = await timedStart(env, binary);
  await first.server.stop();
  const warm = [];
  for (let i = 0; i < warmRuns; i++) {
    const run = await timedStart(env, binary);
    warm.push(run.ms);
    await run.server.stop();
  }
  return { first: first.ms, warm };
}

// `node start-time.mjs`: one warm start of an existing data directory (BENCH_DATA_DIR), for paired timing
// (BENCH_SERVER: another build of the server, relative to the repository).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.env.BENCH_DATA_DIR;
  const port = process.env.BENCH_PORT ?? '3204';
  if (dataDir) {
    const run = await timedStart({ PORT: port, DATA_DIR: dataDir }, process.env.BENCH_SERVER);
    await run.server.stop();
    console.log(`warm start to healthy: ${run.ms.toFixed(0)} ms`);
  } else {
    const { first, warm } = await startTimes(port);
    console.log(
      `first start ${first.toFixed(0)} ms, warm starts ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
  }
}
