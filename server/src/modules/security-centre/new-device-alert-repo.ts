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

/** Keeps an alert's link token (as its digest) with what it was about. */
export async function insertAlert(
  db: Queryable,
  row: Place & { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into new_device_alerts (user_id, token_hash, device, browser, country, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [row.userId, row.tokenHash, row.device, row.browser, row.country, row.expiresAt],
  );
}

/**
 * Spends an alert's link: the first use of an unexpired token marks it used and answers its account; a used,
 * expired or unknown token answers nothing. One statement, so two clicks at once spend it once.
 */
export async function spendAlert(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ userId: string }>(
    `update new_device_alerts set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now()
     returning user_id as "userId"`,
    [tokenHash],
  );
  return rows[0]?.userId;
}
