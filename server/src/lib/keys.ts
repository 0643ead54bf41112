import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Queryable } from '../db/db';
import { openSecret, sealSecret } from './secret-box';

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
  const read = async () =>
    (await db.query<{ value: string }>('select value from app_secrets where name = $1', [name])).rows[0];
  let row = await read();
  if (!row) {
    const value = legacyKeyFile(config.DATA_DIR, name)?.trim() ?? randomBytes(32).toString('base64');
    await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
      name,
      sealSecret(value, config.KEYS_ENCRYPTION_KEY),
    ]);
    row = (await read())!;
  }
  return Buffer.from(openSecret(row.value, config.KEYS_ENCRYPTION_KEY), 'base64');
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
