import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import type { Db } from '../../db/db';
import { digest } from '../../lib/codes';
import type { Kv } from '../../lib/kv';
import { findRefresh } from './refresh-repo';

/** Marks a token whose refresh is under way (in this process or another). */
const PENDING = 'pending';
/** A repeat waits this long for the first refresh of its token to finish before deciding alone. */
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

/** The memo once the refresh under way has stored it; null when it gave up (it failed), undefined after too long. */
async function settled(kv: Kv, key: string): Promise<string | null | undefined> {
  for (const deadline = performance.now() + WAIT_MS; performance.now() < deadline; await pause(POLL_MS)) {
    const value = await kv.get(key);
    if (value !== PENDING) return value;
  }
  return undefined;
}

/** Still a session: the presented token's family is not revoked or expired, and it is the caller's client's. */
async function stillLive(db: Db, token: string, clientId?: string): Promise<boolean> {
  const row = await findRefresh(db, digest(token));
  return (
    !!row &&
    !row.revokedAt &&
    new Date(row.familyExpiresAt).getTime() > Date.now() &&
    (!clientId || row.clientId === clientId)
  );
}

/**
 * docs/product.md#refresh-tokens: the result of a refresh is kept 15 s (`TOKEN_REFRESH_MEMO_MS`) in the
 * key-value store, shared by every process: the same refresh token presented again within them (a second tab,
 * a retried request) gets the same new tokens while its session lives; later it is a reuse that revokes the
 * family. Only one refresh of a token runs at a time; a concurrent one waits for its result
 * (docs/decisions/064-*).
 */
export async function memoisedRefresh<T extends object>(
  deps: { db: Db; kv: Kv },
  token: string,
  clientId: string | undefined,
  rotate: () => Promise<T>,
): Promise<T> {
  const key = memoKey(token);
  // Twice: a refresh under way that failed (a bad token) has given its claim up, and its waiter may claim.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await deps.kv.setIfAbsent(key, PENDING, TTL_S)) {
      try {
        const result = await rotate();
        await deps.kv.set(key, seal(token, { at: Date.now(), result }), TTL_S);
        return result;
      } catch (error) {
        await deps.kv.del(key);
        throw error;
      }
    }
    const stored = await settled(deps.kv, key);
    if (stored === null) continue;
    const memo = stored === undefined ? undefined : open<T>(token, stored);
    if (memo && Date.now() - memo.at < TOKEN_REFRESH_MEMO_MS && (await stillLive(deps.db, token, clientId)))
      return memo.result;
    break;
  }
  // No usable memo: the rotation tells a spent token (reuse: the family is revoked) from an unknown one.
  return rotate();
}
