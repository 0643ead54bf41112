import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the CSPRNG, for people to type. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** An opaque random token (refresh tokens, OAuth2 codes). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a code or token: what is stored instead of it. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of a given value with a stored digest. */
export function matchesDigest(value: string, stored: string): boolean {
  const a = Buffer.from(digest(value));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
