import { parseSync } from 'oxc-parser';

/** One import of a source file: the module it names and the line it is on. */
export interface ImportRef {
  specifier: string;
  line: number;
}

const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/**
 * Every module a TypeScript file depends on: `import` (type-only too), `export … from` and `import('…')`
 * with a literal name. A file that does not parse throws, so a broken file cannot hide its imports.
 */
export function readImports(file: string, source: string): ImportRef[] {
  const result = parseSync(file, source);
  if (result.errors.length > 0) {
    throw new Error(`${file}: cannot read imports: ${result.errors[0]?.message ?? 'parse error'}`);
  }
  const { staticImports, staticExports, dynamicImports } = result.module;
  const found: { specifier: string; offset: number }[] = [];
  for (const entry of staticImports) {
    found.push({ specifier: entry.moduleRequest.value, offset: entry.moduleRequest.start });
  }
  for (const entry of staticExports) {
    for (const item of entry.entries) {
      if (item.moduleRequest)
        found.push({ specifier: item.moduleRequest.value, offset: item.moduleRequest.start });
    }
  }
  for (const entry of dynamicImports) {
    const text = source.slice(entry.moduleRequest.start, entry.moduleRequest.end);
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text);
    if (literal?.[2] !== undefined) found.push({ specifier: literal[2], offset: entry.moduleRequest.start });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.offset - b.offset)
    .map(({ specifier, offset }) => ({ specifier, line: lineOf(source, offset) }))
    .filter((ref) => {
      const key = `${ref.line}:${ref.specifier}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
