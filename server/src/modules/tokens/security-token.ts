import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SECURITY_TOKEN_VALID_S } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { Kv } from '../../lib/kv';

const sign = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** A server-signed token valid for 60 s (docs/product.md#security-token sign-up header), handed out with the server time. */
export function issueSecurityToken(secret: Buffer, now = Date.now()): string {
  const body = `${randomUUID()}.${Math.floor(now / 1000) + SECURITY_TOKEN_VALID_S}`;
  return `${body}.${sign(secret, body)}`;
}

/** Accepts a security token once: right signature, not expired, never used before (on any instance). */
export async function consumeSecurityToken(
  secret: Buffer,
  kv: Kv,
  token: string | undefined,
  now = Date.now(),
) {
  const [nonce, expires, signature] = (token ?? '').split('.');
  const body = `${nonce}.${expires}`;
  const expected = Buffer.from(sign(secret, body));
  const valid =
    !!nonce &&
    !!signature &&
    expected.length === Buffer.from(signature).length &&
    timingSafeEqual(expected, Buffer.from(signature)) &&
    Number(expires) * 1000 >= now &&
    // No longer than the server hands them out for: a far expiry could only come from a leaked secret.
    Number(expires) <= Math.floor(now / 1000) + SECURITY_TOKEN_VALID_S;
  if (!valid || !(await kv.setIfAbsent(`security-token:${nonce}`, '1', SECURITY_TOKEN_VALID_S + 5))) {
    throw new AppError('INVALID_SECURITY_TOKEN');
  }
}
