import type { AccountExportResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { checkInsOf } from '../backstage-pass';
import { userSubscriptions } from '../cloud';
import { listDevices } from '../devices';
import { findLogEvents } from '../log-events';
import { listMyGear } from '../my-gear';
import { connectedApps, signedInClients } from '../oidc';
import { getProfile } from '../profile';
import { ticketsOf } from '../support';
import { temporaryDataOfUser } from '../temporary-data';
import { passkeysOf } from './passkey-service';
import { listSessions } from './sessions-service';
import { signInEvents } from './sign-in-event-repo';

/** More than an account can hold of each list: the download has everything, not a page. */
const ALL = 100_000;

/**
 * docs/product.md#security-centre `GET users/{id}/export`: everything held about the account, each part as the
 * call that shows it answers it, so no hash or token value can slip in (those calls never show them).
 */
export async function exportAccount(
  deps: Deps,
  userId: string,
  currentSessionId: string | undefined,
): Promise<AccountExportResponse> {
  const [
    profile,
    products,
    temporaryData,
    devices,
    sessions,
    history,
    events,
    tickets,
    subscriptions,
    checkIns,
    passkeys,
    clients,
    apps,
  ] = await Promise.all([
    getProfile(deps, userId),
    listMyGear(deps, userId, { sort: 'purchaseDateAsc', page: 1, perPage: -1 }),
    temporaryDataOfUser(deps, userId),
    listDevices(deps.db, userId),
    listSessions(deps, userId, currentSessionId),
    signInEvents(deps.db, userId, ALL),
    findLogEvents(deps.db, { userId, limit: ALL }),
    ticketsOf(deps, userId),
    userSubscriptions(deps, userId),
    checkInsOf(deps, userId),
    passkeysOf(deps, userId),
    signedInClients(deps, userId),
    connectedApps(deps, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    registeredProducts: products.data,
    temporaryData,
    devices,
    sessions,
    signedInClients: clients,
    connectedApps: apps,
    supportRequests: tickets,
    subscriptions,
    checkIns: checkIns.data,
    passkeys,
    signInHistory: history.map(({ time, ...event }) => ({ ...event, time: new Date(time).toISOString() })),
    analyticsEvents: events.map((event) => ({
      event: event.event,
      eventSource: event.eventSource,
      description: event.description,
      payload: event.payload,
      time: new Date(event.createDate).toISOString(),
    })),
  };
}
