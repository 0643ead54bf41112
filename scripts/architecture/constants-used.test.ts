import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readSourceFiles } from './source-files';

// docs/product.md#constants: a constant the code defines is one the code applies. One defined and never used
// reads as a rule the product keeps when it does not (issue 33.15): apply it, or remove it and say why there.
const root = new URL('../..', import.meta.url).pathname;
const CONSTANTS = 'domain/src/constants.ts';

it('every constant of domain/src/constants.ts is used by code outside it', () => {
  const names = [...readFileSync(join(root, CONSTANTS), 'utf8').matchAll(/^export const (\w+)/gm)].map(
    (match) => match[1]!,
  );
  expect(names.length).toBeGreaterThan(10);
  const code = readSourceFiles(root, ['domain/src', 'server/src', 'web/src'])
    .filter((file) => file.path !== CONSTANTS && !/\.test\.tsx?$/.test(file.path))
    .map((file) => file.source)
    .join('\n');
  const unused = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
  expect(unused).toEqual([]);
});
