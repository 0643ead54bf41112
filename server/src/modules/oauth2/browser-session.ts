import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountContext } from '../accounts/context';
import { REFRESH_FAMILY_DAYS } from '../tokens/refresh-service';
import { insertBrowserSession, revokeBrowserSession } from './repo';

export const SESSION_COOKIE = 'backstage_session';
const COOKIE_PATH = '/api/v1/oauth2';

/** Sets the httpOnly session cookie, only sent to the OAuth2 endpoints. */
export async function openBrowserSession(
  ctx: AccountContext,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const expires = new Date(Date.now() + REFRESH_FAMILY_DAYS * 86_400_000);
  const id = await insertBrowserSession(ctx.db, userId, expires);
  reply.setCookie(SESSION_COOKIE, id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.PUBLIC_URL.startsWith('https:'),
    signed: true,
    expires,
  });
}

/** The session id from the signed cookie, if present and untampered. */
export function browserSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

/** Ends the browser session and clears its cookie. */
export async function closeBrowserSession(ctx: AccountContext, request: FastifyRequest, reply: FastifyReply) {
  const id = browserSessionId(request);
  if (id) await revokeBrowserSession(ctx.db, id);
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
}
