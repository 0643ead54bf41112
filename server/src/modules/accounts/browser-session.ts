import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { REFRESH_FAMILY_DAYS } from '../tokens';
import {
  type BrowserSessionRow,
  type BrowserSignIn,
  insertBrowserSession,
  liveBrowserSessions,
  revokeBrowserSession,
  revokeOtherBrowserSessions,
  revokeUserBrowserSession,
  revokeUserBrowserSessions,
  sessionSignIn,
  sessionUser,
} from './browser-session-repo';

export const SESSION_COOKIE = 'backstage_session';
const COOKIE_PATH = '/api/v1/oauth2';

/** How a sign-in proved the user (RFC 8176 values, OpenID Connect's `amr`): password, one-time code, passkey. */
export type AuthenticationMethod = 'pwd' | 'otp' | 'hwk';

/**
 * Sets the httpOnly session cookie, only sent to the OAuth2 endpoints; returns the session's id. `amr` is kept
 * for the id tokens of OpenID Connect (docs/decisions/063-*).
 */
export async function openBrowserSession(
  deps: Deps,
  reply: FastifyReply,
  userId: string,
  amr: readonly AuthenticationMethod[] = ['pwd'],
): Promise<string> {
  const expires = new Date(Date.now() + REFRESH_FAMILY_DAYS * 86_400_000);
  const id = await insertBrowserSession(deps.db, userId, expires, amr);
  reply.setCookie(SESSION_COOKIE, id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.PUBLIC_URL.startsWith('https:'),
    signed: true,
    expires,
  });
  return id;
}

/** The session id from the signed cookie, if present and untampered. */
export function browserSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

/** The account of a live browser session, if it is one. */
export function browserSessionUser(deps: Deps, sessionId: string): Promise<string | undefined> {
  return sessionUser(deps.db, sessionId);
}

/** The sign-in (account, time, methods) of a live browser session, if it is one. */
export function browserSignIn(deps: Pick<Deps, 'db'>, sessionId: string): Promise<BrowserSignIn | undefined> {
  return sessionSignIn(deps.db, sessionId);
}

/** Ends the browser session and clears its cookie. */
export async function closeBrowserSession(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const id = browserSessionId(request);
  if (id) await revokeBrowserSession(deps.db, id);
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
}

/**
 * Ends every browser session of the account (password reset or change, sign-out everywhere, e-mail change):
 * a cookie kept from before no longer gets codes from oauth2/authorize.
 */
export async function endBrowserSessions(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await revokeUserBrowserSessions(deps.db, userId);
}

/** The account's browser sessions that still sign it in (docs/product.md#security-centre). */
export function listBrowserSessions(deps: Pick<Deps, 'db'>, userId: string): Promise<BrowserSessionRow[]> {
  return liveBrowserSessions(deps.db, userId);
}

/** Ends one browser session of the account; false when it has no such session. */
export function endBrowserSession(
  deps: Pick<Deps, 'db'>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  return revokeUserBrowserSession(deps.db, userId, sessionId);
}

/** Ends every browser session of the account but one ("sign out everywhere else"), keeping the caller's. */
export async function endOtherBrowserSessions(
  deps: Pick<Deps, 'db'>,
  userId: string,
  keepId: string | undefined,
): Promise<void> {
  await revokeOtherBrowserSessions(deps.db, userId, keepId);
}
