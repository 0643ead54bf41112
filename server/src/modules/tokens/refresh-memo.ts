import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import type { Db } from '../../db/db';
import { digest } from '../../lib/codes';
import type { Kv } from '../../lib/kv';
import { findFamily } from './refresh-repo';
import { familyIdOf } from './refresh-service';

/**
 * A repeat of a token spent this long ago (by the database's clock) with no answer stored yet waits for the
 * refresh that spent it to store one; past it the answer is not coming (that refresh failed and was undone, or
 * its process died): the repeat is a reuse.
 */
const WAIT_MS = 5_000;
const POLL_MS = 20;
const TTL_S = Math.ceil(TOKEN_REFRESH_MEMO_MS / 1000) + 1;

const memoKey = (token: string) => `refresh-memo:${digest(token)}`;
// The memo holds live tokens: it is sealed with a key only the presented refresh token gives (never stored),
// so reading the key-value store gives nobody a session.
const sealKey = (token: string) => createHash('sha256').update('refresh-memo\0').update(token).digest();

function seal(token: string, memo: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(memo), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function open<T>(token: string, stored: string): { at: number; result: T } | undefined {
  try {
    const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv!);
    decipher.setAuthTag(tag!);
    return JSON.parse(Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** What the usual rotation gives the memo: the answer, and how to undo the rotation if it cannot be kept. */
export interface FirstRefresh<T> {
  result: T;
  undo(): Promise<void>;
}

/**
 * The answer kept for a token spent within `TOKEN_REFRESH_MEMO_MS`, if its session still lives: the presented
 * token's family not revoked or expired, and of the caller's client. Waits while the refresh that spent it a
 * moment ago may still be storing it.
 */
async function keptAnswer<T>(deps: { db: Db; kv: Kv }, token: string, clientId?: string) {
  const familyId = await familyIdOf(deps.db, token);
  const row = familyId ? await findFamily(deps.db, familyId) : undefined;
  const tokenHash = digest(token);
  if (
    !row ||
    row.tokenHash === tokenHash ||
    row.revokedAt ||
    new Date(row.expiresAt).getTime() <= Date.now() ||
    (clientId && row.clientId !== clientId)
  )
    return undefined;
  const key = memoKey(token);
  // The family keeps only its last spent token's time (ADR 095): a token spent before that one had its answer
  // stored before the next rotation, so nothing is waited for.
  const spentMsAgo = row.spentHash === tokenHash ? (row.spentMsAgo ?? WAIT_MS) : WAIT_MS;
  const waitUntil = performance.now() + Math.max(0, WAIT_MS - spentMsAgo);
  for (;;) {
    const stored = await deps.kv.get(key);
    if (stored !== null) {
      const memo = open<T>(token, stored);
      return memo && Date.now() - memo.at < TOKEN_REFRESH_MEMO_MS ? memo : undefined;
    }
    if (performance.now() >= waitUntil) return undefined;
    await pause(POLL_MS);
  }
}

/**
 * docs/product.md#refresh-tokens: the result of a refresh is kept 15 s (`TOKEN_REFRESH_MEMO_MS`) in the
 * key-value store, shared by every process: the same refresh token presented again within them (a second tab,
 * a retried request) gets the same new tokens while its session lives; later it is a reuse that revokes the
 * family. The rotation's own row lock lets one refresh of a token through; the usual refresh then stores its
 * sealed answer in one key-value call, and a repeat finds the token spent and reads (or waits for) that answer
 * (docs/decisions/064-*, 094-*).
 *
 * `first` is the usual rotation (undefined when the token is not an unspent one of the caller's); `otherwise`
 * the locked path that tells a reuse (the family is revoked) from an unknown, expired or revoked token.
 */
export async function memoisedRefresh<T extends object>(
  deps: { db: Db; kv: Kv },
  token: string,
  clientId: string | undefined,
  first: () => Promise<FirstRefresh<T> | undefined>,
  otherwise: () => Promise<T>,
): Promise<T> {
  const rotated = await first();
  if (rotated) {
    try {
      await deps.kv.set(memoKey(token), seal(token, { at: Date.now(), result: rotated.result }), TTL_S);
    } catch (error) {
      // Without its kept answer a retry of this token would be a reuse: the rotation is undone instead, and
      // the retry (after the store is back) rotates it.
      await rotated.undo().catch(() => {});
      throw error;
    }
    return rotated.result;
  }
  return (await keptAnswer<T>(deps, token, clientId))?.result ?? otherwise();
}
