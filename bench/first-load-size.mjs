// Gzip size of what the browser must fetch before the first paint: index.html plus the scripts,
// module preloads and styles it references (lazy route chunks are not counted).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Returns { files, gzipBytes } for the built SPA in distDir. */
export function firstLoadSize(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/backstage\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const files = ['index.html', ...new Set(refs)];
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { files, gzipBytes };
}
