import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import type { Db } from '../../db/db';
import { digest } from '../../lib/codes';
import type { Kv } from '../../lib/kv';
import { madeOnce } from '../../lib/made-once';
import { findRefresh } from './refresh-repo';

/** A repeat waits this long for the first refresh of its token to finish before deciding alone. */
const WAIT_MS = 5_000;
const POLL_MS = 20;
const TTL_S = Math.ceil(TOKEN_REFRESH_MEMO_MS / 1000) + 1;

/** A refresh's result with the time it was made: the memo's 15 s run from it, whatever the store's clock. */
interface Memo<T> {
  at: number;
  result: T;
}

const memoKey = (token: string) => `refresh-memo:${digest(token)}`;
// The memo holds live tokens: it is sealed with a key only the presented refresh token gives (never stored),
// so reading the key-value store gives nobody a session.
const sealKey = (token: string) => createHash('sha256').update('refresh-memo\0').update(token).digest();

function seal(token: string, memo: Memo<unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(memo), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function open<T>(token: string, stored: string): Memo<T> | undefined {
  try {
    const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv!);
    decipher.setAuthTag(tag!);
    return JSON.parse(Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
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
  // Only one refresh of a token runs at a time, in any process: a repeat waits for its memo (lib/made-once.ts).
  let made: T | undefined;
  const memo = await madeOnce<Memo<T>>(
    deps.kv,
    memoKey(token),
    {
      waitMs: WAIT_MS,
      pollMs: POLL_MS,
      encode: (value) => seal(token, value),
      decode: (stored) => open<T>(token, stored),
    },
    async () => {
      made = await rotate();
      return { value: { at: Date.now(), result: made }, ttlSeconds: TTL_S };
    },
  );
  if (made) return made;
  if (memo && Date.now() - memo.at < TOKEN_REFRESH_MEMO_MS && (await stillLive(deps.db, token, clientId)))
    return memo.result;
  // No usable memo: the rotation tells a spent token (reuse: the family is revoked) from an unknown one.
  return rotate();
}
