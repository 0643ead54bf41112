import type { OidcClientUse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { clientName } from './clients';
import { clientUses } from './session-repo';

/** The relying parties the account signed in to (docs/product.md#security-centre export), by name. */
export async function signedInClients(deps: Deps, userId: string): Promise<OidcClientUse[]> {
  return (await clientUses(deps.db, userId)).map((use) => ({
    clientId: use.clientId,
    name: clientName(deps.config, use.clientId) ?? use.clientId,
    firstSignIn: new Date(use.firstSignIn).toISOString(),
    lastSignIn: new Date(use.lastSignIn).toISOString(),
  }));
}
