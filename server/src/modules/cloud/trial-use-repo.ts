import type { Queryable } from '../../db/db';

/** Remembers that the address with this keyed hash had the free trial. */
export async function insertTrialUse(q: Queryable, emailHmac: string): Promise<void> {
  await q.query('insert into cloud_trial_uses (email_hmac) values ($1) on conflict do nothing', [emailHmac]);
}

export async function trialUseKnown(q: Queryable, emailHmac: string): Promise<boolean> {
  const sql = 'select 1 from cloud_trial_uses where email_hmac = $1';
  return (await q.query(sql, [emailHmac])).rows.length > 0;
}
