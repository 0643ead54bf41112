import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Folders shipped beside the code (migrations, seed). From sources they sit at `server/<name>`, from the
 * bundle in `server/dist/` too: both are one level below the file's folder's parent.
 */
export function resourcePath(name: 'migrations' | 'seed'): string {
  for (const relative of [`../../${name}`, `../${name}`, `../../../${name}`]) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`server resource folder not found: ${name}`);
}
