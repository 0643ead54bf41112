import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps';
import { loadSecret } from '../../lib/keys';

/** The HMAC key for cache links, kept in the database so every process signs and checks alike. */
export function loadUrlSigningKey(deps: Pick<Deps, 'db' | 'config'>): Promise<Buffer> {
  return loadSecret(deps.db, deps.config, 'cache-url.key');
}

const sign = (key: Buffer, name: string, expires: number) =>
  createHmac('sha256', key).update(`${name}:${expires}`).digest('base64url');

/** `path` with an expiry and a signature that binds `name` (the list it serves), valid for `seconds`. */
export function signedPath(
  key: Buffer,
  path: string,
  name: string,
  seconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${path}?expires=${expires}&signature=${sign(key, name, expires)}`;
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
