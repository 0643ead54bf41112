// Writes licenses.json: the third-party packages that are really in the web bundle (read from the build's
// source maps, so build-only tools are left out), with version, licence name, home page and licence text.
// Run from the repository root after a build (`npm run build -w web`), then build again:
//   node web/src/features/account-settings/settings-tab/licenses/collect-licenses.mjs
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const assets = resolve(here, '../../../../../dist/assets');
if (!existsSync(assets)) throw new Error(`No build at ${assets}: run "npm run build -w web" first.`);

// The innermost node_modules package of each bundled source file.
const packageDirs = new Set();
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
  const { sources, sourceRoot = '' } = JSON.parse(readFileSync(join(assets, file), 'utf8'));
  for (const source of sources) {
    const path = resolve(assets, sourceRoot, source);
    const match = path.match(/^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//);
    if (match) packageDirs.add(match[1]);
  }
}

const licenceOf = (pkg) =>
  typeof pkg.license === 'string'
    ? pkg.license
    : (pkg.license?.type ?? pkg.licenses?.map((l) => l.type ?? l).join(' OR ') ?? 'UNKNOWN');

const homeOf = (pkg) => {
  const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  return (pkg.homepage ?? repo ?? `https://www.npmjs.com/package/${pkg.name}`)
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^git@github\.com:/, 'https://github.com/')
    .replace(/\.git$/, '')
    .replace(/^github:/, 'https://github.com/')
    .replace(/^([\w-]+\/[\w.-]+)$/, 'https://github.com/$1');
};

const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;
const textOf = (dir) => {
  const file = readdirSync(dir).find((name) => LICENCE_FILE.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : '';
};

const list = [...packageDirs]
  .map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return {
      name: pkg.name,
      version: pkg.version,
      license: licenceOf(pkg),
      url: homeOf(pkg),
      text: textOf(dir),
    };
  })
  // One entry per package, whichever folder npm installed it in.
  .filter(
    (entry, i, all) =>
      all.findIndex((other) => other.name === entry.name && other.version === entry.version) === i,
  )
  .sort((a, b) => a.name.localeCompare(b.name));
writeFileSync(join(here, 'licenses.json'), `${JSON.stringify(list, null, 2)}\n`);
console.log(`licenses.json: ${list.length} packages`);
