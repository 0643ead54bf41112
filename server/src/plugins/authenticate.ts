import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { findUserById, type UserRow } from '../modules/accounts/user-repo';
import { verifyToken } from '../modules/tokens/jwt';
import type { SigningKey } from '../modules/tokens/signing-key';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

/**
 * A preHandler requiring a bearer token of the given use (spec §6: the access token for e-mail and
 * password changes, the id token elsewhere); `users/{id}/…` must name the caller (else 403).
 */
export function authenticate(app: FastifyInstance, key: SigningKey, use: 'id' | 'access' = 'id') {
  return async (request: FastifyRequest) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED');
    const claims = await verifyToken(key, token, {
      issuer: app.config.PUBLIC_URL,
      audiences: app.config.CLIENT_IDS,
      use,
    });
    const user = await findUserById(app.db, claims.sub);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const { id } = (request.params ?? {}) as { id?: string };
    if (id !== undefined && id !== user.id) throw new AppError('FORBIDDEN');
    request.user = user;
  };
}
