import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { loadSecret } from '../../lib/keys';

export const tags = ['accounts'];

/** What the account route files share: the typed router, the token checks, the client rules and the sign-up secret. */
export async function accountRouteContext(app: FastifyInstance) {
  const { deps } = app;
  const defaultClient = deps.config.CLIENT_IDS[0]!;
  /** A client the configuration names (`CLIENT_IDS`), else "Invalid client id". */
  const knownClient = (clientId: string | undefined) => {
    if (!clientId || !deps.config.CLIENT_IDS.includes(clientId)) throw new AppError('INVALID_CLIENT_ID');
    return clientId;
  };
  return {
    deps,
    api: app.withTypeProvider<ZodTypeProvider>(),
    idToken: app.authenticate('id'),
    /** For `users/{id}/…`: the token's account must be the path's. */
    ownIdToken: app.authenticate('id', { owner: 'id' }),
    ownAccessToken: app.authenticate('access', { owner: 'id' }),
    securitySecret: await loadSecret(deps.db, deps.config, 'security-token.key'),
    defaultClient,
    knownClient,
    /** The brand a client signs up for (`dw` → `DW`). */
    brandOf: (clientId: string) => clientId.toUpperCase(),
  };
}
