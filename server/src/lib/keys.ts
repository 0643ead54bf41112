import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Queryable } from '../db/db';
import { openSecret, sealSecret } from './secret-box';
import { findSecret, insertSecret } from './secret-repo';

export interface KeyStoreConfig {
  DATA_DIR: string;
  KEYS_ENCRYPTION_KEY?: string;
}

/**
 * A key file an earlier version kept under DATA_DIR/keys: read once when the database has no such key yet,
 * so an upgrade keeps the tokens, cookies and links already handed out.
 */
export function legacyKeyFile(dataDir: string, name: string): string | undefined {
  const file = join(dataDir, 'keys', name);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * A random HMAC secret shared by every process through the database (sealed with KEYS_ENCRYPTION_KEY when
 * set), created by whichever process asks first.
 */
export async function loadSecret(db: Queryable, config: KeyStoreConfig, name: string): Promise<Buffer> {
  let stored = await findSecret(db, name);
  if (stored === undefined) {
    const value = legacyKeyFile(config.DATA_DIR, name)?.trim() ?? randomBytes(32).toString('base64');
    await insertSecret(db, name, sealSecret(value, config.KEYS_ENCRYPTION_KEY));
    stored = (await findSecret(db, name))!;
  }
  return Buffer.from(openSecret(stored, config.KEYS_ENCRYPTION_KEY), 'base64');
}

/** A random secret of this machine only, kept under DATA_DIR/keys (mode 600): the backup command's. */
export function loadLocalSecret(dataDir: string, name: string): Buffer {
  const file = join(dataDir, 'keys', name);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}
