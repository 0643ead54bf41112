import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from './check';

const SKIPPED = new Set(['node_modules', 'dist']);

/** Every .ts/.tsx file under the given folders (relative to `root`), with posix paths relative to `root`. */
export function readSourceFiles(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) visit(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({ path: relative(root, path).split(sep).join('/'), source: readFileSync(path, 'utf8') });
      }
    }
  };
  for (const folder of folders) visit(join(root, folder));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
