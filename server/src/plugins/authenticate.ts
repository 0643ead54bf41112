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

/** A verified bearer token: the account it names, when it was issued (ms) and its session. */
export interface BearerToken {
  sub: string;
  issuedAt: number;
  sid?: string;
}

export interface AuthenticationOptions {
  /** Checks a bearer token of a use and returns what it says; throws the contract's 401. */
  verifyToken(token: string, use: TokenUse): Promise<BearerToken>;
  /** The account with this id, if it still exists. */
  findUser(id: string): Promise<AuthenticatedUser | undefined>;
  /**
   * Whether the account still takes the token: not once a credential change or the end of its session came
   * after it was issued (docs/decisions/060-*).
   */
  acceptsToken(user: AuthenticatedUser, token: BearerToken): boolean;
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
    /** The bearer token `user` was authenticated by. */
    bearer?: BearerToken;
  }
}

/** Bearer-token authentication, given a token verifier and a user lookup by the modules that own them. */
export const authentication = fp<AuthenticationOptions>(
  async (app, { verifyToken, findUser, acceptsToken }) => {
    app.decorate('authenticate', (use: TokenUse = 'id', read = findUser): Authenticate => {
      return async (request) => {
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED');
        const bearer = await verifyToken(token, use);
        const user = await read(bearer.sub);
        if (!user) throw new AppError('USER_NOT_FOUND');
        if (!acceptsToken(user, bearer)) throw new AppError('TOKEN_EXPIRED');
        const { id } = (request.params ?? {}) as { id?: string };
        if (id !== undefined && id !== user.id) throw new AppError('FORBIDDEN');
        request.user = user;
        request.bearer = bearer;
      };
    });
  },
  { name: 'authentication' },
);
