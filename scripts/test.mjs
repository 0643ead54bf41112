// `npm test`: unit and API tests (vitest), then browser end-to-end tests in Debian's Chromium.
// `node scripts/test.mjs unit|build|browser …` runs only the named phases, in that order: `.ci/run` times each
// phase apart and still runs exactly what `npm test` runs.
import { ensureChromium } from './ensure-chromium.mjs';
import { root, run } from './lib.mjs';

const PHASES = {
  unit: () => run('npx', ['vitest', 'run']),
  // Always rebuild so the browser tests see the code under test.
  build: () => run('npm', ['run', 'build']),
  browser: async () => {
    const code = await run('npm', ['test', '-w', 'e2e']);
    // CI keeps only the output: show what each failed journey's page held when it gave up.
    if (code !== 0) await run('node', ['scripts/failed-pages.mjs'], { cwd: `${root}e2e` });
    return code;
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PHASES));
if (unknown.length > 0) {
  console.error(`Unknown phase ${unknown.join(', ')}: use ${Object.keys(PHASES).join(', ')}.`);
  process.exit(2);
}
const phases = Object.keys(PHASES).filter((name) => asked.length === 0 || asked.includes(name));

if (phases.includes('browser') && !ensureChromium()) process.exit(1);
for (const name of phases) {
  const code = await PHASES[name]();
  if (code !== 0) process.exit(code);
}
