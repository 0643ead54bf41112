// Browser tests use Debian's Chromium; never a downloaded browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser the tests drive: Debian's headless shell of Chromium, the same engine and version as its
 * `chromium` package without the browser's window code, which costs a third less CPU per journey (ADR 099).
 * CHROMIUM_PATH picks another, e.g. `/usr/bin/chromium` to watch a journey with `--headed`.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's package for each browser these scripts may install. */
const PACKAGES = {
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
};

/** Makes sure Debian's package for `chromiumPath` is installed (apt-get as root), else explains how. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const debianPackage = PACKAGES[chromiumPath];
  if (!debianPackage || process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}.\n` +
        (debianPackage
          ? `Install Debian's package first:  sudo apt-get update && sudo apt-get install -y ${debianPackage}\n`
          : '') +
        '(or set CHROMIUM_PATH to an installed Chromium).',
    );
    return false;
  }
  console.log(`> installing Debian ${debianPackage} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  return existsSync(chromiumPath);
}
