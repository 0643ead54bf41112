import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Reads a key file under DATA_DIR/keys, creating it with `create()` the first time (mode 600). */
export function loadOrCreateKey(dataDir: string, name: string, create: () => string): string {
  const file = join(dataDir, 'keys', name);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, create(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8');
}

/** A random HMAC secret kept under DATA_DIR/keys. */
export function loadSecret(dataDir: string, name: string): Buffer {
  return Buffer.from(
    loadOrCreateKey(dataDir, name, () => randomBytes(32).toString('base64')),
    'base64',
  );
}
