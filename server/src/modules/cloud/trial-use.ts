import { createHmac } from 'node:crypto';
import { normalizeEmail } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { loadSecret } from '../../lib/keys';
import { insertTrialUse, trialUseKnown } from './trial-use-repo';

/**
 * docs/product.md#free-trial: the trial is once per e-mail address, also after the account is deleted and made
 * again. The address is kept only as an HMAC under a secret of the database's app secrets (ADR 016), so the
 * table names nobody and cannot be checked against a list of addresses without the secret (ADR 061). `q` is
 * the caller's transaction when there is one (the secret is read through it).
 */
async function emailKey(deps: Pick<Deps, 'config'>, db: Queryable, email: string): Promise<string> {
  const secret = await loadSecret(db, deps.config, 'trial-use.key');
  return createHmac('sha256', secret).update(normalizeEmail(email)).digest('base64url');
}

export async function trialUsedByAddress(deps: Pick<Deps, 'config'>, db: Queryable, email: string) {
  return trialUseKnown(db, await emailKey(deps, db, email));
}

export async function rememberTrialUse(deps: Pick<Deps, 'config'>, db: Queryable, email: string) {
  await insertTrialUse(db, await emailKey(deps, db, email));
}
