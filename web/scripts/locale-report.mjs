// Completeness of each culture's texts against the en-US source catalogue (cultures without a folder
// fall back to en-US entirely). Usage: npm run locales -w web
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OVERRIDE_LOCALES } from '@backstage/domain/culture-texts';
import { CULTURE_CODES } from '@backstage/domain/cultures';

const dir = new URL('../src/i18n/locales/', import.meta.url).pathname;
const keys = (value, prefix = '') =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const read = (culture, file) => {
  const path = join(dir, culture, file);
  return existsSync(path) ? new Set(keys(JSON.parse(readFileSync(path, 'utf8')))) : new Set();
};

const files = readdirSync(join(dir, 'en-US'));
const source = files.flatMap((file) => [...read('en-US', file)].map((key) => `${file}:${key}`));
for (const { value } of CULTURE_CODES) {
  const have = files.flatMap((file) => [...read(value, file)].map((key) => `${file}:${key}`));
  const done = source.filter((key) => have.includes(key)).length;
  // A variant words only what differs from its base and is complete through it (domain textChain).
  if (OVERRIDE_LOCALES.includes(value)) {
    console.log(`${value.padEnd(9)} 100%  over its base, with ${done} texts of its own`);
    continue;
  }
  console.log(
    `${value.padEnd(9)} ${String(Math.round((100 * done) / source.length)).padStart(3)}%  ${done}/${source.length}`,
  );
}
