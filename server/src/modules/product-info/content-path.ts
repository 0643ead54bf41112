import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The `server/content/` folder shipped beside the code: `../content` from the bundle in `server/dist/`,
 * `../../../content` from this source file.
 */
export function contentPath(): string {
  for (const relative of ['../content', '../../../content']) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('server content folder not found');
}
