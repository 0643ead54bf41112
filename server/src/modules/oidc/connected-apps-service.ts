import { type ConnectedApp, OIDC_SCOPES } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { revokeFamily } from '../tokens';
import { clientName } from './clients';
import { spendClientCodes } from './code-repo';
import { deleteGrant, grantsOf } from './grant-repo';
import { clientFamilies } from './session-repo';

/** "Connected apps" (docs/decisions/088-*): every client the account allowed or signed in to, by name. */
export async function connectedApps(deps: Deps, userId: string): Promise<ConnectedApp[]> {
  return (await grantsOf(deps.db, userId)).map((grant) => ({
    clientId: grant.clientId,
    clientName: clientName(deps.config, grant.clientId) ?? grant.clientId,
    scopes: OIDC_SCOPES.filter((scope) => grant.scopes.includes(scope)),
    firstUsedAt: new Date(grant.firstUsedAt).toISOString(),
    lastUsedAt: new Date(grant.lastUsedAt).toISOString(),
  }));
}

/**
 * "Remove access": the grant, the client's sessions (their refresh tokens, and so their access tokens at
 * UserInfo) and its unspent codes end in one transaction, so the next authorization asks again.
 * 404 `CONNECTED_APP_NOT_FOUND` when the account holds no grant for the client.
 */
export async function removeConnectedApp(deps: Deps, userId: string, clientId: string): Promise<void> {
  await deps.db.transaction(async (db) => {
    if (!(await deleteGrant(db, userId, clientId))) throw new AppError('CONNECTED_APP_NOT_FOUND');
    await spendClientCodes(db, userId, clientId);
    for (const familyId of await clientFamilies(db, userId, clientId)) await revokeFamily(db, familyId);
  });
}
