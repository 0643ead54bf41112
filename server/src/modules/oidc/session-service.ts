import type { OidcClientUse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { clientName } from './clients';
import { browserBoundFamilies, clientUses } from './session-repo';

/** The relying parties the account signed in to (docs/product.md#security-centre export), by name. */
export async function signedInClients(deps: Deps, userId: string): Promise<OidcClientUse[]> {
  return (await clientUses(deps.db, userId)).map((use) => ({
    clientId: use.clientId,
    name: clientName(deps.config, use.clientId) ?? use.clientId,
    firstSignIn: new Date(use.firstSignIn).toISOString(),
    lastSignIn: new Date(use.lastSignIn).toISOString(),
  }));
}

/**
 * The relying parties' sessions that end with a browser session (no offline_access, docs/decisions/088-*): family
 * id → browser session id, so the security centre lists such a session only while its browser session lives.
 */
export async function browserBoundSessions(deps: Deps, userId: string): Promise<Map<string, string>> {
  const rows = await browserBoundFamilies(deps.db, userId);
  return new Map(rows.map((row) => [row.familyId, row.browserSessionId]));
}
