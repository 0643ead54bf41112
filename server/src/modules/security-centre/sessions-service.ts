import type { ActiveSessionResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  endBrowserSession,
  endOtherBrowserSessions,
  endOtherSessionTokens,
  endSessionTokens,
  listBrowserSessions,
} from '../accounts';
import { browserBoundSessions, clientName } from '../oidc';
import { activeFamilies, revokeUserFamily, revokeUserTokens } from '../tokens';
import { sessionDetails } from './session-detail-repo';

/** Which portal client a browser session belongs to: the single sign-on cookie is the portal's own. */
const BROWSER_CLIENT = 'backstage';

/**
 * docs/product.md#security-centre `GET users/{id}/sessions`: the account's live sign-ins (a refresh-token family
 * with the browser session opened beside it) and browser sessions whose tokens were signed out alone.
 */
export async function listSessions(
  deps: Deps,
  userId: string,
  currentId: string | undefined,
): Promise<ActiveSessionResponse[]> {
  const [allFamilies, browsers, details, bound] = await Promise.all([
    activeFamilies(deps.db, userId),
    listBrowserSessions(deps, userId),
    sessionDetails(deps.db, userId),
    browserBoundSessions(deps, userId),
  ]);
  // A relying party's session without offline_access ends with its browser session (docs/decisions/088-*).
  const liveBrowsers = new Set(browsers.map((browser) => browser.id));
  const families = allFamilies.filter((family) => {
    const browser = bound.get(family.familyId);
    return browser === undefined || liveBrowsers.has(browser);
  });
  const detailOf = new Map(details.map((detail) => [detail.familyId, detail]));
  const liveFamilies = new Set(families.map((family) => family.familyId));
  const familyOfBrowser = new Map(
    details
      .filter((detail) => detail.browserSessionId && liveFamilies.has(detail.familyId))
      .map((detail) => [detail.browserSessionId!, detail.familyId]),
  );
  const browserDetail = new Map(details.map((detail) => [detail.browserSessionId, detail]));
  const signIns = families.map((family): ActiveSessionResponse => {
    const detail = detailOf.get(family.familyId);
    return {
      id: family.familyId,
      kind: 'signIn',
      // A relying party of OpenID Connect by its name (docs/decisions/063-*), a portal client by its id.
      client: clientName(deps.config, family.clientId) ?? family.clientId,
      device: detail?.device ?? '',
      browser: detail?.browser ?? '',
      country: detail?.country ?? '',
      created: new Date(family.created).toISOString(),
      lastUsed: new Date(family.lastUsed).toISOString(),
      current: family.familyId === currentId,
    };
  });
  const browserOnly = browsers
    .filter((browser) => !familyOfBrowser.has(browser.id))
    .map((browser): ActiveSessionResponse => {
      const detail = browserDetail.get(browser.id);
      const created = new Date(browser.created).toISOString();
      return {
        id: browser.id,
        kind: 'browser',
        client: BROWSER_CLIENT,
        device: detail?.device ?? '',
        browser: detail?.browser ?? '',
        country: detail?.country ?? '',
        created,
        lastUsed: created,
        current: false,
      };
    });
  return [...signIns, ...browserOnly];
}

/**
 * docs/product.md#security-centre `DELETE users/{id}/sessions/{sessionId}`: the sign-in's refresh tokens, the id
 * and access tokens it issued (they carry its id as `sid`, ADR 060) and its browser session stop working at
 * once; an id the account has no live session of is 404.
 */
export async function endSession(deps: Deps, userId: string, sessionId: string): Promise<void> {
  const detail = (await sessionDetails(deps.db, userId)).find((row) => row.familyId === sessionId);
  const familyEnded = await revokeUserFamily(deps.db, userId, sessionId);
  if (familyEnded) await endSessionTokens(deps, userId, [sessionId]);
  const browserId = detail?.browserSessionId ?? sessionId;
  const browserEnded = await endBrowserSession(deps, userId, browserId);
  if (!familyEnded && !browserEnded) throw new AppError('NOT_FOUND');
}

/**
 * docs/product.md#security-centre `DELETE users/{id}/sessions`: every session but the caller's own ends, with
 * the id and access tokens it issued.
 */
export async function endOtherSessions(deps: Deps, userId: string, currentId: string | undefined) {
  const current = currentId
    ? (await sessionDetails(deps.db, userId)).find((row) => row.familyId === currentId)
    : undefined;
  await revokeUserTokens(deps.db, userId, currentId);
  await endOtherSessionTokens(deps, userId, currentId);
  await endOtherBrowserSessions(deps, userId, current?.browserSessionId ?? undefined);
}
