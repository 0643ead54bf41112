// Lighthouse as the outside check runs it (lighthouse.mjs: the CLI with its flags), mobile and desktop on
// /backstage/login, interleaved, LIGHTHOUSE_RUNS (5) of each; then CLS of every prerendered page of every brand
// (mobile, one run each). Each line carries Lighthouse's benchmarkIndex and the machine's load average, which
// the figures depend on. Usage: npm run build && npm run bench:lighthouse -w bench
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseFigures } from './lighthouse.mjs';
import { startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3203);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const line = (label, f) =>
  `${label}: ${f.score} (FCP ${ms(f.fcp)}, LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)}, CLS ${f.cls.toFixed(3)}) benchmarkIndex ${f.benchmarkIndex}, load ${f.load.toFixed(1)}`;

const server = await startServer({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lh-')) });
try {
  const login = `http://localhost:${port}/backstage/login`;
  const scores = { mobile: [], desktop: [] };
  for (let i = 1; i <= runs; i++)
    for (const formFactor of ['mobile', 'desktop']) {
      const figures = await lighthouseFigures(login, formFactor);
      scores[formFactor].push(figures.score);
      console.log(line(`${formFactor} ${i}`, figures));
    }
  for (const [formFactor, values] of Object.entries(scores))
    console.log(
      `/backstage/login ${formFactor}: median ${median(values)}, range ${Math.min(...values)}–${Math.max(...values)}`,
    );

  // Every brand's drawn pages (docs/product.md#themes): `?theme=` or the drum brands' own host names.
  const visits = [
    ...['roland', 'boss', 'proav', 'rvs'].map((theme) => ['localhost', `?theme=${theme}`]),
    ...[
      'localhost',
      'pdpdrums.localhost',
      'lpmusic.localhost',
      'dwdrumshop.localhost',
      'slingerland.localhost',
    ].map((host) => [host, '']),
  ];
  let worst = 0;
  // LIGHTHOUSE_PAGES=0 leaves the pages out (the login figures only).
  if (process.env.LIGHTHOUSE_PAGES === '0') visits.length = 0;
  for (const [host, query] of visits)
    for (const path of ['/', '/login']) {
      const figures = await lighthouseFigures(`http://${host}:${port}/backstage${path}${query}`, 'mobile');
      worst = Math.max(worst, figures.cls);
      console.log(line(`${host}${path}${query}`, figures));
    }
  if (visits.length) console.log(`CLS of the prerendered pages: at most ${worst.toFixed(3)}`);
} finally {
  await server.stop();
}
