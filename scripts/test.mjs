// `npm test`: unit and API tests (vitest), then browser end-to-end tests in Debian's Chromium.
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './lib.mjs';

if (!ensureChromium()) process.exit(1);

const unit = await run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);

// Always rebuild so the browser tests see the code under test.
if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
process.exit(await run('npm', ['test', '-w', 'e2e']));
