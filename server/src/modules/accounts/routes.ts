import { jwksResponseSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { credentialRoutes } from './credential-routes';
import { type DeletionHooks, noDeletionHooks } from './deletion-hooks';
import { registrationRoutes } from './registration-routes';
import { tags } from './route-context';
import { sessionRoutes } from './session-routes';
import { noSignInHooks, type SignInHooks } from './sign-in-hooks';

/** account calls (docs/product.md#account-calls), one file per flow: sign-up and activation, sessions, credentials. */
export async function accountRoutes(
  app: FastifyInstance,
  {
    signInHooks = noSignInHooks,
    deletionHooks = noDeletionHooks,
  }: { signInHooks?: SignInHooks; deletionHooks?: DeletionHooks } = {},
): Promise<void> {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes, { signInHooks });
  await app.register(credentialRoutes, { deletionHooks, signInHooks });

  // Untyped: jose's JWK type is looser than the response schema it is checked against.
  app.get(
    '/.well-known/jwks.json',
    { schema: { tags, summary: 'Public keys of the token signer', response: { 200: jwksResponseSchema } } },
    async () => ({ keys: await app.deps.keys.publicJwks() }),
  );
}
