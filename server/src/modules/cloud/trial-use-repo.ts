import type { Queryable } from '../../db/db';

/** Remembers that the address with this keyed hash had the free trial. */
export async function insertTrialUse(db: Queryable, emailHmac: string): Promise<void> {
  await db.query('insert into cloud_trial_uses (email_hmac) values ($1) on conflict do nothing', [emailHmac]);
}

export async function trialUseKnown(db: Queryable, emailHmac: string): Promise<boolean> {
  const sql = 'select 1 from cloud_trial_uses where email_hmac = $1';
  return (await db.query(sql, [emailHmac])).rows.length > 0;
}
