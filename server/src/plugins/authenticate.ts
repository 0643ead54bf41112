import type { FastifyRequest, RouteOptions } from 'fastify';
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

/** A preHandler checking the bearer token; `owner` is the path parameter it holds to the caller, if any. */
export type Authenticate = ((request: FastifyRequest) => Promise<void>) & { readonly owner?: string };

export interface AuthenticateOptions {
  /**
   * The path parameter that names an account (`users/{id}/…`: `'id'`): it must be the caller's, else 403.
   * Staff routes name a customer and leave it out: their guard is the staff role.
   */
  owner?: string;
  /**
   * Replaces the account lookup for one route, so a route that needs more than the account (`GET me`: the
   * profile) reads it in the same query (issue #14: one round trip).
   */
  read?: AuthenticationOptions['findUser'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler requiring a bearer token of the use, and that the `owner` path parameter names the caller. */
    authenticate(use?: TokenUse, options?: AuthenticateOptions): Authenticate;
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
    app.decorate(
      'authenticate',
      (use: TokenUse = 'id', { owner, read = findUser }: AuthenticateOptions = {}) => {
        const check = async (request: FastifyRequest) => {
          const [scheme, token] = (request.headers.authorization ?? '').split(' ');
          if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED');
          const bearer = await verifyToken(token, use);
          const user = await read(bearer.sub);
          if (!user) throw new AppError('USER_NOT_FOUND');
          if (!acceptsToken(user, bearer)) throw new AppError('TOKEN_EXPIRED');
          if (owner !== undefined && (request.params as Record<string, string>)[owner] !== user.id)
            throw new AppError('FORBIDDEN');
          request.user = user;
          request.bearer = bearer;
        };
        return Object.assign(check, { owner });
      },
    );
    app.addHook('onRoute', assertOwnerChecked);
  },
  { name: 'authentication' },
);

/**
 * A path naming an account outside the staff console: `users/:id/…`, `temporaryData/:id/…`, the app's
 * `app/:id/devices`, billing history's.
 */
const ACCOUNT_IN_PATH = /\/(?:users|temporaryData|app|user-payment-history)\/:(\w+)/;

/**
 * Refuses to start a route that authenticates and names an account in its path without holding that account
 * to the caller: forgetting `owner` would let any signed-in user read another's data.
 */
function assertOwnerChecked(route: RouteOptions): void {
  const named = ACCOUNT_IN_PATH.exec(route.url)?.[1];
  if (named === undefined || route.url.startsWith('/api/v1/admin/')) return;
  const handlers = [route.preHandler ?? []].flat() as Partial<Authenticate>[];
  const checks = handlers.filter((handler) => handler && 'owner' in handler);
  if (checks.length > 0 && !checks.some((handler) => handler.owner === named))
    throw new Error(`${route.method} ${route.url} authenticates but does not hold :${named} to the caller`);
}
