import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { digest } from '../../lib/codes';
import {
  findFamily,
  findFamilyForUpdate,
  findLegacyFamily,
  insertFamily,
  replaceToken,
  revokeFamily,
  rotateUnspent,
  unrotate,
} from './refresh-repo';
import { familyNamedBy, newRefreshToken } from './refresh-token-format';

/** Absolute lifetime of a sign-in: rotation never extends it. */
export const REFRESH_FAMILY_DAYS = 30;

/** A new refresh-token family id: the session id the sign-in's tokens carry as `sid`. */
export const newFamilyId = (): string => randomUUID();

/** Starts a new refresh-token family for a sign-in; returns the opaque token. */
export async function startRefreshFamily(
  db: Db,
  userId: string,
  clientId: string,
  familyId: string = newFamilyId(),
): Promise<string> {
  const token = newRefreshToken(familyId);
  const expiresAt = new Date(Date.now() + REFRESH_FAMILY_DAYS * 86_400_000);
  await insertFamily(db, { familyId, userId, clientId, tokenHash: digest(token), expiresAt });
  return token;
}

/** The family a refresh token belongs to: named in it, or, for a token older than that, looked up (ADR 095). */
export async function familyIdOf(db: Queryable, token: string): Promise<string | undefined> {
  return familyNamedBy(token) ?? findLegacyFamily(db, digest(token));
}

/**
 * Rotates a refresh token of one of `clients`: the presented one is spent and a new one of the same family
 * returned. Presenting a spent token again revokes the family (it was stolen or replayed); expired, revoked or
 * another client's → token expired.
 */
export async function rotateRefreshToken(db: Db, token: string, clients: readonly string[]) {
  return (await rotateUnspentToken(db, token, clients)) ?? rotateLockedToken(db, token, clients);
}

/**
 * The usual case in one round trip (with the account the id token names, ADR 078): the token its family's
 * unspent one, the family live and of one of `clients`. Undefined otherwise; `rotateLockedToken` then tells why.
 * `undo` puts the token back unspent and forgets its successor, for a caller that could not hand the successor
 * out (ADR 094).
 */
export async function rotateUnspentToken(db: Db, token: string, clients: readonly string[]) {
  const familyId = familyNamedBy(token);
  if (!familyId) return undefined;
  const successor = newRefreshToken(familyId);
  const tokenHash = digest(token);
  const nextHash = digest(successor);
  const rotated = await rotateUnspent(db, { familyId, tokenHash, nextHash, clients, now: new Date() });
  if (!rotated) return undefined;
  return {
    reused: false as const,
    refreshToken: successor,
    ...rotated,
    undo: () => unrotate(db, { familyId, tokenHash, nextHash }),
  };
}

/**
 * A token the usual rotation did not take, under its family's lock. A token of the family that is not its
 * unspent one was spent before: a reuse that revokes the family (a concurrent second use waited for the first's
 * lock and finds its token spent). Revoked, expired, another client's or of no family → token expired.
 */
export async function rotateLockedToken(db: Db, token: string, clients: readonly string[]) {
  return db.transaction(async (tx) => {
    const tokenHash = digest(token);
    const familyId = await familyIdOf(tx, token);
    const row = familyId ? await findFamilyForUpdate(tx, familyId) : undefined;
    if (!row || !clients.includes(row.clientId)) throw new AppError('TOKEN_EXPIRED');
    if (row.tokenHash !== tokenHash) {
      await revokeFamily(tx, row.familyId);
      return { reused: true as const };
    }
    if (row.revokedAt || new Date(row.expiresAt).getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED');
    const next = newRefreshToken(row.familyId);
    await replaceToken(tx, { familyId: row.familyId, tokenHash, nextHash: digest(next) });
    return {
      reused: false as const,
      refreshToken: next,
      userId: row.userId,
      clientId: row.clientId,
      familyId: row.familyId,
      // Not read here: this rare path's caller reads the account from its owner.
      user: undefined,
    };
  });
}

/** The family of a refresh token, if the token is its unspent one or the one its last rotation spent. */
export async function familyOf(db: Db, token: string): Promise<string | undefined> {
  return (await sessionOf(db, token))?.familyId;
}

/** The family of a refresh token and its user, if the token is its unspent one or the one last spent. */
export async function sessionOf(db: Db, token: string) {
  const familyId = await familyIdOf(db, token);
  const row = familyId ? await findFamily(db, familyId) : undefined;
  const tokenHash = digest(token);
  if (!row || (row.tokenHash !== tokenHash && row.spentHash !== tokenHash)) return undefined;
  return { familyId: row.familyId, userId: row.userId, clientId: row.clientId };
}
