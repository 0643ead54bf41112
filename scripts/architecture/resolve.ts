import { posix } from 'node:path';

/**
 * Import prefixes that name a folder of the repository, by the folder the importing file is in:
 * web's `@/` alias and the domain package (consumed as source).
 */
export const ALIASES: { within: string; prefix: string; target: string }[] = [
  { within: 'web/', prefix: '@/', target: 'web/src/' },
  { within: '', prefix: '@backstage/domain/', target: 'domain/src/' },
];

const PACKAGES: Record<string, string> = {
  '@backstage/domain': 'domain/src/index.ts',
  '@backstage/server': 'server/src',
  '@backstage/web': 'web/src',
};

const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The file candidates for an import path: `./x.js` may name `x.ts` (TypeScript's ESM convention). */
function candidates(path: string): string[] {
  const base = EXTENSIONS.map((extension) => path + extension);
  const js = /\.(m?js|jsx)$/.exec(path);
  if (js) base.push(`${path.slice(0, -js[0].length)}.ts`, `${path.slice(0, -js[0].length)}.tsx`);
  return base;
}

/**
 * The repository path (posix, relative to the root) an import names, or undefined for an npm package or
 * Node built-in. Paths are resolved against `files` when one matches; otherwise the joined path is kept, so a
 * rule about folders still sees where a missing or non-code file (CSS, JSON) would be.
 */
export function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  let path: string | undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    path = posix.normalize(posix.join(posix.dirname(from), specifier));
  } else if (PACKAGES[specifier]) {
    path = PACKAGES[specifier];
  } else {
    const alias = ALIASES.find((a) => from.startsWith(a.within) && specifier.startsWith(a.prefix));
    if (alias) path = alias.target + specifier.slice(alias.prefix.length);
  }
  if (path === undefined) return undefined;
  return candidates(path).find((candidate) => files.has(candidate)) ?? path;
}
