// Browser tests use Debian's Chromium; never a downloaded browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure Debian's chromium is installed (apt-get as root), else explains how. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}.\n` +
        "Install Debian's package first:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        '(or set CHROMIUM_PATH to an installed Chromium).',
    );
    return false;
  }
  console.log('> installing Debian chromium (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromiumPath);
}
