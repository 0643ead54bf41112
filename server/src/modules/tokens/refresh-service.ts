import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';
import {
  findRefreshForUpdate,
  insertRefresh,
  markRotated,
  revokeFamily,
  rotateUnspent,
  unrotate,
} from './refresh-repo';

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
  const token = newToken();
  const familyExpiresAt = new Date(Date.now() + REFRESH_FAMILY_DAYS * 86_400_000);
  await insertRefresh(db, {
    familyId,
    userId,
    clientId,
    tokenHash: digest(token),
    familyExpiresAt,
  });
  return token;
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
 * The usual case in one round trip (with the account the id token names, ADR 078): the token unspent, its
 * family live and of one of `clients`. Undefined otherwise; `rotateLockedToken` then tells why. `undo` puts the
 * token back unspent and forgets its successor, for a caller that could not hand the successor out (ADR 094).
 */
export async function rotateUnspentToken(db: Db, token: string, clients: readonly string[]) {
  const successor = newToken();
  const tokenHash = digest(token);
  const nextHash = digest(successor);
  const rotated = await rotateUnspent(db, { tokenHash, nextHash, clients, now: new Date() });
  if (!rotated) return undefined;
  return {
    reused: false as const,
    refreshToken: successor,
    ...rotated,
    undo: () => unrotate(db, { tokenHash, nextHash }),
  };
}

/**
 * A token the usual rotation did not take, under its row's lock: a spent one is a reuse that revokes the family
 * (a concurrent second use waited for the first's row lock and finds it spent); revoked, expired, foreign or
 * unknown → token expired.
 */
export async function rotateLockedToken(db: Db, token: string, clients: readonly string[]) {
  return db.transaction(async (tx) => {
    const row = await findRefreshForUpdate(tx, digest(token));
    if (!row || !clients.includes(row.clientId)) throw new AppError('TOKEN_EXPIRED');
    if (row.rotatedAt) {
      await revokeFamily(tx, row.familyId);
      return { reused: true as const };
    }
    if (row.revokedAt || new Date(row.familyExpiresAt).getTime() <= Date.now())
      throw new AppError('TOKEN_EXPIRED');
    await markRotated(tx, row.id);
    const next = newToken();
    await insertRefresh(tx, {
      ...row,
      tokenHash: digest(next),
      familyExpiresAt: new Date(row.familyExpiresAt),
    });
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

/** The family of a refresh token, if the token is known. */
export async function familyOf(db: Db, token: string): Promise<string | undefined> {
  return (await sessionOf(db, token))?.familyId;
}

/** The family of a refresh token and its user, if the token is known. */
export async function sessionOf(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const row = await findRefreshForUpdate(tx, digest(token));
    return row && { familyId: row.familyId, userId: row.userId, clientId: row.clientId };
  });
}
