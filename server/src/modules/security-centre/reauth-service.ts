import type { ReauthBody } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  accountLockKey,
  addressLockKey,
  assertNotLocked,
  MAX_IP_FAILURES,
  recordFailure,
} from '../../lib/attempt-limit';
import type { ClientAddress } from '../../lib/client-address';
import { verifyPassword } from '../../lib/password';
import { issueReauthProof, type UserRow } from '../accounts';
import { confirmTwoStepCode } from './two-step-service';

/**
 * `POST users/{id}/reauth` (docs/product.md#re-authentication): the password, or a current two-step code,
 * answers a proof for this account and session. Wrong passwords count toward the sign-in lockout of the account
 * and the address, as at sign-in, and wrong codes on the two-step budget (ADR 059); a right password clears
 * nothing, so re-authenticating cannot reset a guesser's count.
 */
export async function reauthenticate(
  deps: Deps,
  user: UserRow,
  sid: string | undefined,
  body: ReauthBody,
  ip: ClientAddress,
) {
  if (body.code !== undefined) await confirmTwoStepCode(deps, user, body.code, ip);
  else {
    const keys = [accountLockKey(user.email), addressLockKey(ip)];
    await assertNotLocked(deps.kv, [keys[0]!]);
    await assertNotLocked(deps.kv, [keys[1]!], MAX_IP_FAILURES);
    if (!(await verifyPassword(user.passwordHash, body.password ?? ''))) {
      await recordFailure(deps.kv, keys);
      throw new AppError('INCORRECT_CURRENT_PASSWORD');
    }
  }
  return issueReauthProof(deps, user.id, sid);
}
