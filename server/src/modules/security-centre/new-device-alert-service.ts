import { type Brand, isBrand, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';
import { signOutAndStartReset, type UserRow } from '../accounts';
import { composeMail, queueMail } from '../mail';
import { insertAlert, type Place, seenBefore, spendAlert } from './new-device-alert-repo';
import { clearTwoStepBudget } from './two-step-budget';

/** How long the "this wasn't me" link works (docs/product.md#new-device-alert). */
const LINK_DAYS = 7;
/** The web screen the link opens. */
export const ALERT_ROUTE = 'security-alert';

/** The sign-in's time as the user's culture writes it, in UTC (the account keeps no time zone). */
function timeText(cultureCode: string, at: Date): string {
  try {
    return `${new Intl.DateTimeFormat(cultureCode, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
  } catch {
    return at.toISOString();
  }
}

const deviceText = (place: Place) => [place.device, place.browser].filter(Boolean).join(', ') || '?';

/**
 * docs/product.md#new-device-alert: before a sign-in is recorded, mails the owner when the account has signed
 * in within 90 days but never from this device, browser and country. An account's first sign-in has nothing
 * to compare with and sends nothing. The alert and its mail are kept in one transaction (ADR 014's outbox).
 */
export async function alertIfNewDevice(deps: Deps, user: UserRow, place: Place, at = new Date()) {
  const seen = await seenBefore(deps.db, user.id, place);
  if (!seen.any || seen.same) return false;
  const token = newToken();
  const brand: Brand = isBrand(user.brand) ? user.brand : 'DW';
  const link = portalUrl(
    deps.config.PUBLIC_URL,
    deps.config.ROUTER_MODE,
    ALERT_ROUTE,
    new URLSearchParams({ token, culture_code: user.cultureCode }),
  );
  await deps.db.transaction(async (tx) => {
    await insertAlert(tx, {
      userId: user.id,
      tokenHash: digest(token),
      expiresAt: new Date(at.getTime() + LINK_DAYS * 86_400_000),
      ...place,
    });
    await queueMail(
      tx,
      composeMail({
        kind: 'newDevice',
        to: user.email,
        cultureCode: user.cultureCode,
        brand,
        name: user.firstName,
        link,
        device: deviceText(place),
        place: place.country || '?',
        time: timeText(user.cultureCode, at),
      }),
    );
  });
  return true;
}

/**
 * `POST securityAlerts/wasntMe`: the alert's link, used once within 7 days, ends every session of the account
 * and starts a password reset. It also unlocks a two-step that guessers locked, so the owner can sign in
 * again: the link is mailed only after a whole sign-in, which a guesser has not managed (ADR 059). Answers the
 * address the reset mail went to.
 */
export async function reportUnrecognisedSignIn(deps: Deps, token: string): Promise<{ email: string }> {
  const userId = await spendAlert(deps.db, digest(token));
  const email = userId && (await signOutAndStartReset(deps, userId));
  if (!email) throw new AppError('ALERT_LINK_EXPIRED');
  await clearTwoStepBudget(deps, userId);
  return { email };
}
