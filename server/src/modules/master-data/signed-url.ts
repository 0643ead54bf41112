import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The HMAC key for cache links, created once under DATA_DIR/keys (shared by processes sharing DATA_DIR). */
export function loadUrlSigningKey(dataDir: string): Buffer {
  const file = join(dataDir, 'keys', 'cache-url.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}

const sign = (key: Buffer, name: string, expires: number) =>
  createHmac('sha256', key).update(`${name}:${expires}`).digest('base64url');

/** A path to `name` valid for `seconds`. */
export function signedPath(
  key: Buffer,
  base: string,
  name: string,
  seconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${base}/${name}?expires=${expires}&signature=${sign(key, name, expires)}`;
}

/** True when the signature is the one for this name and expiry and the link has not expired. */
export function verifySignature(
  key: Buffer,
  name: string,
  expires: number,
  signature: string,
  now = Date.now(),
) {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(sign(key, name, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
