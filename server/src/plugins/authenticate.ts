import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Which bearer token a route wants (docs/product.md#token-use: the access token for e-mail and password changes, else id). */
export type TokenUse = 'id' | 'access';

/**
 * The signed-in account on `request.user`. Only its id is known here; the accounts module, which looks users
 * up, widens it to its user row by declaration merging.
 */
export interface AuthenticatedUser {
  id: string;
}

export interface AuthenticationOptions {
  /** Checks a bearer token of a use and returns the account id it names; throws the contract's 401. */
  verifyToken(token: string, use: TokenUse): Promise<string>;
  /** The account with this id, if it still exists. */
  findUser(id: string): Promise<AuthenticatedUser | undefined>;
}

export type Authenticate = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler requiring a bearer token of the use; `…/{id}/…` paths must name the caller (else 403).
     * `read` replaces the account lookup for one route, so a route that needs more than the account (`GET me`:
     * the profile) reads it in the same query (issue #14: one round trip).
     */
    authenticate(use?: TokenUse, read?: AuthenticationOptions['findUser']): Authenticate;
  }
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

/** Bearer-token authentication, given a token verifier and a user lookup by the modules that own them. */
export const authentication = fp<AuthenticationOptions>(
  async (app, { verifyToken, findUser }) => {
    app.decorate('authenticate', (use: TokenUse = 'id', read = findUser): Authenticate => {
      return async (request) => {
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED');
        const user = await read(await verifyToken(token, use));
        if (!user) throw new AppError('USER_NOT_FOUND');
        const { id } = (request.params ?? {}) as { id?: string };
        if (id !== undefined && id !== user.id) throw new AppError('FORBIDDEN');
        request.user = user;
      };
    });
  },
  { name: 'authentication' },
);
