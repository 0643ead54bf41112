import { SIGN_IN_HISTORY_DAYS } from '@backstage/domain';
import type { Queryable } from '../../db/db';

const KEEP = `interval '${SIGN_IN_HISTORY_DAYS} days'`;

export interface Place {
  device: string;
  browser: string;
  country: string;
}

/**
 * Whether the account has signed in within 90 days, and whether from this device, browser and country: the
 * kept `success` events are the record of what the account has been seen on.
 */
export async function seenBefore(db: Queryable, userId: string, place: Place) {
  const sql = `select count(*) > 0 as "any",
      coalesce(bool_or(device = $2 and browser = $3 and country = $4), false) as "same"
    from sign_in_events
    where user_id = $1 and kind in ('success', 'passkey') and create_date >= now() - ${KEEP}`;
  const { rows } = await db.query<{ any: boolean; same: boolean }>(sql, [
    userId,
    place.device,
    place.browser,
    place.country,
  ]);
  return rows[0]!;
}

/**
 * Keeps an alert's link token (as its digest) with what it was about; `undoesTwoStep` also keeps when the
 * account's two-step factor was turned on, the one its link removes.
 */
export async function insertAlert(
  db: Queryable,
  row: Place & { userId: string; tokenHash: string; expiresAt: Date; undoesTwoStep: boolean },
): Promise<void> {
  await db.query(
    `insert into new_device_alerts (user_id, token_hash, device, browser, country, expires_at, two_step_enabled_at)
     values ($1, $2, $3, $4, $5, $6,
       case when $7::boolean then (select enabled_at from totp_factors where user_id = $1) end)`,
    [row.userId, row.tokenHash, row.device, row.browser, row.country, row.expiresAt, row.undoesTwoStep],
  );
}

/**
 * Spends an alert's link: the first use of an unexpired token marks it used and answers its account; a used,
 * expired or unknown token answers nothing. One statement, so two clicks at once spend it once.
 */
export async function spendAlert(
  db: Queryable,
  tokenHash: string,
): Promise<{ userId: string; twoStepEnabledAt: Date | null } | undefined> {
  const { rows } = await db.query<{ userId: string; twoStepEnabledAt: Date | null }>(
    `update new_device_alerts set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now()
     returning user_id as "userId", two_step_enabled_at as "twoStepEnabledAt"`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Removes the two-step factor the alert reported, with its recovery codes: only the one turned on at that
 * instant, so a factor the owner set up again afterwards stays (compared in SQL, at the column's precision).
 */
export async function removeReportedTwoStep(db: Queryable, alertTokenHash: string): Promise<void> {
  const factor = `select f.user_id from totp_factors f join new_device_alerts a
      on a.user_id = f.user_id and a.two_step_enabled_at = f.enabled_at where a.token_hash = $1`;
  await db.query(`delete from recovery_codes where user_id in (${factor})`, [alertTokenHash]);
  await db.query(`delete from totp_factors where user_id in (${factor})`, [alertTokenHash]);
}
