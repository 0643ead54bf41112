import { type Brand, greetingName, isBrand, portalUrl } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';
import { signOutAndStartReset, type UserRow } from '../accounts';
import { composeMail, intlLocale, queueMail } from '../mail';
import { deviceName } from './device-name';
import {
  insertAlert,
  type Place,
  removeReportedTwoStep,
  seenBefore,
  spendAlert,
} from './new-device-alert-repo';
import { clearTwoStepBudget } from './two-step-budget';

/** How long the "this wasn't me" link works (docs/product.md#new-device-alert). */
const LINK_DAYS = 7;
/** The web screen the link opens. */
export const ALERT_ROUTE = 'security-alert';

/** The sign-in's time as the user's culture writes it, in UTC (the account keeps no time zone). */
function timeText(cultureCode: string, at: Date): string {
  try {
    return `${new Intl.DateTimeFormat(intlLocale(cultureCode), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
  } catch {
    return at.toISOString();
  }
}

const deviceText = (place: Place) => [place.device, place.browser].filter(Boolean).join(', ') || '?';

/** What an alert mail tells besides its link: the kind, and the passkey's name for a passkey's alerts. */
type AlertMail =
  | { kind: 'newDevice' | 'twoStepOff' | 'twoStepOn' | 'recoveryCodesRenewed' }
  | { kind: 'passkeyAdded' | 'passkeyRemoved'; passkey: string };

/**
 * Keeps an alert with its "this wasn't me" link (7 days, used once) and queues its mail to the owner, in the
 * caller's transaction (ADR 014's outbox).
 */
async function queueAlert(deps: Deps, db: Queryable, user: UserRow, place: Place, mail: AlertMail, at: Date) {
  const token = newToken();
  const brand: Brand = isBrand(user.brand) ? user.brand : 'DW';
  const link = portalUrl(
    deps.config.PUBLIC_URL,
    deps.config.ROUTER_MODE,
    ALERT_ROUTE,
    new URLSearchParams({ token, culture_code: user.cultureCode }),
  );
  await insertAlert(db, {
    userId: user.id,
    tokenHash: digest(token),
    expiresAt: new Date(at.getTime() + LINK_DAYS * 86_400_000),
    ...place,
    // Its link also removes the authenticator it reports (docs/product.md#re-authentication).
    undoesTwoStep: mail.kind === 'twoStepOn',
  });
  await queueMail(
    db,
    composeMail({
      ...mail,
      to: user.email,
      cultureCode: user.cultureCode,
      brand,
      name: greetingName(user.cultureCode, user),
      link,
      device: deviceText(place),
      place: place.country || '?',
      time: timeText(user.cultureCode, at),
    }),
  );
}

/**
 * docs/product.md#new-device-alert: before a sign-in is recorded, mails the owner when the account has signed
 * in within 90 days but never from this device, browser and country. An account's first sign-in has nothing
 * to compare with and sends nothing. The alert and its mail are kept in one transaction (ADR 014's outbox).
 */
export async function alertIfNewDevice(deps: Deps, user: UserRow, place: Place, at = new Date()) {
  const seen = await seenBefore(deps.db, user.id, place);
  if (!seen.any || seen.same) return false;
  await deps.db.transaction((tx) => queueAlert(deps, tx, user, place, { kind: 'newDevice' }, at));
  return true;
}

/**
 * docs/product.md#re-authentication: a passkey added or removed, two-step sign-in turned on or off and new
 * recovery codes mail the owner, with the new-device alert's "this wasn't me" link, in the transaction of the
 * change (docs/decisions/060-*, 073-*).
 */
export function alertSecurityChange(
  deps: Deps,
  db: Queryable,
  user: UserRow,
  mail: Exclude<AlertMail, { kind: 'newDevice' }>,
  userAgent: string,
) {
  return queueAlert(deps, db, user, { ...deviceName(userAgent), country: '' }, mail, new Date());
}

/**
 * `POST securityAlerts/wasntMe`: the alert's link, used once within 7 days, ends every session of the account
 * and starts a password reset. It also unlocks a two-step that guessers locked, so the owner can sign in
 * again: the link is mailed only after a whole sign-in, which a guesser has not managed (ADR 059). Answers the
 * address the reset mail went to.
 */
export async function reportUnrecognisedSignIn(deps: Deps, token: string): Promise<{ email: string }> {
  const tokenHash = digest(token);
  const alert = await spendAlert(deps.db, tokenHash);
  // The "two-step was turned on" alert also takes that authenticator off: the owner, who does not hold it,
  // could not sign in again after the reset otherwise (docs/decisions/073-*).
  if (alert?.twoStepEnabledAt) await removeReportedTwoStep(deps.db, tokenHash);
  const email = alert && (await signOutAndStartReset(deps, alert.userId));
  if (!alert || !email) throw new AppError('ALERT_LINK_EXPIRED');
  await clearTwoStepBudget(deps, alert.userId);
  return { email };
}
