import { RECOVERY_CODE_COUNT, type SignInMfaBody } from '@backstage/domain';
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
import { digest, newToken } from '../../lib/codes';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { findUser, type UserRow } from '../accounts';
import { alertSecurityChange } from './new-device-alert-service';
import { matchingTimeStep, newRecoveryCode, newTotpSecret, otpauthUri, recoveryCodeDigest } from './totp';
import { clearTwoStepBudget, takeSecondStepTry } from './two-step-budget';
import {
  countRecoveryCodes,
  enableTotp,
  findTotpFactor,
  removeTotp,
  replaceRecoveryCodes,
  savePendingTotp,
  spendRecoveryCode,
  spendTimeStep,
} from './two-step-repo';

/** How long the second step may take after the password (docs/product.md#two-step-sign-in). */
const MFA_TOKEN_SECONDS = 5 * 60;
const mfaKey = (token: string) => `mfa:${digest(token)}`;
const lockKeys = (email: string, ip: ClientAddress) => [accountLockKey(email), addressLockKey(ip)];

const secretOf = (deps: Deps, stored: string) => openSecret(stored, deps.config.KEYS_ENCRYPTION_KEY);

/** docs/product.md#two-step-sign-in `GET users/{id}/mfa`. */
export async function twoStepStatus(deps: Deps, userId: string) {
  const factor = await findTotpFactor(deps.db, userId);
  return {
    totpEnabled: !!factor?.enabledAt,
    recoveryCodesLeft: factor?.enabledAt ? await countRecoveryCodes(deps.db, userId) : 0,
  };
}

/** How long a set-up started with a proof waits for its first code (docs/decisions/073-*). */
const SET_UP_SECONDS = 15 * 60;
const setUpKey = (userId: string) => `totp-set-up:${userId}`;

/**
 * `POST users/{id}/mfa/totp` (after the route spent a re-authentication proof): a new secret, waiting for its
 * first code; refused while two-step is on. The set-up is bound to the session that proved itself, so its
 * verify needs no second proof and no other session can finish it.
 */
export async function setUpTotp(deps: Deps, user: UserRow, sid: string | undefined) {
  const secret = newTotpSecret();
  const saved = await savePendingTotp(deps.db, user.id, sealSecret(secret, deps.config.KEYS_ENCRYPTION_KEY));
  if (!saved) throw new AppError('TWO_STEP_ALREADY_ON');
  await deps.kv.set(setUpKey(user.id), sid ?? '', SET_UP_SECONDS);
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** A TOTP code of the account's factor, used once: its time step is spent in the same statement. */
async function totpCodeMatches(deps: Deps, userId: string, code: string, enabled: boolean) {
  const factor = await findTotpFactor(deps.db, userId);
  if (!factor || !!factor.enabledAt !== enabled) return false;
  const timeStep = await matchingTimeStep(secretOf(deps, factor.secret), code, factor.lastTimeStep);
  return timeStep !== undefined && (await spendTimeStep(deps.db, userId, timeStep));
}

/** Counts a wrong code of a set-up not yet on toward the sign-in lockout of the account and the address. */
async function wrongSetUpCode(deps: Deps, user: UserRow, ip: ClientAddress): Promise<never> {
  await recordFailure(deps.kv, lockKeys(user.email, ip));
  throw new AppError('INVALID_CODE');
}

/** The caller's request as an alert mail tells it: where from. */
export interface ChangeRequest {
  ip: ClientAddress;
  userAgent: string;
  sid: string | undefined;
}

/**
 * `POST users/{id}/mfa/totp/verify`: the first code turns two-step on and gives 10 recovery codes; only for a
 * set-up this session started with a proof (else `REAUTH_REQUIRED`). The owner is mailed with a "this wasn't
 * me" link that undoes it (docs/product.md#re-authentication).
 */
export async function verifyTotpSetUp(deps: Deps, user: UserRow, code: string, request: ChangeRequest) {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor) throw new AppError('TWO_STEP_NOT_SET_UP');
  if (factor.enabledAt) throw new AppError('TWO_STEP_ALREADY_ON');
  if ((await deps.kv.get(setUpKey(user.id))) !== (request.sid ?? '')) throw new AppError('REAUTH_REQUIRED');
  await assertNotLocked(deps.kv, [lockKeys(user.email, request.ip)[0]!]);
  if (!(await totpCodeMatches(deps, user.id, code, false))) return wrongSetUpCode(deps, user, request.ip);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await enableTotp(tx, user.id, recoveryCodes.map(recoveryCodeDigest));
    await alertSecurityChange(deps, tx, user, { kind: 'twoStepOn' }, request.userAgent);
  });
  await deps.kv.del(setUpKey(user.id));
  return { recoveryCodes };
}

/**
 * `POST users/{id}/mfa/recoveryCodes` (after the route spent a proof): 10 new recovery codes replace the
 * unused ones, and the owner is mailed with the "this wasn't me" link.
 */
export async function renewRecoveryCodes(deps: Deps, user: UserRow, userAgent: string) {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor?.enabledAt) throw new AppError('TWO_STEP_NOT_ON');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(recoveryCodeDigest));
    await alertSecurityChange(deps, tx, user, { kind: 'recoveryCodesRenewed' }, userAgent);
  });
  return { recoveryCodes };
}

/**
 * Checks a code of the account's live factor on its two-step budget (and the address's lockout): 'locked'
 * without looking at the code once the budget is spent; a wrong code stays counted, a passed one clears it.
 */
async function checkSecondStep(
  deps: Deps,
  userId: string,
  ip: ClientAddress,
  matches: () => Promise<boolean>,
): Promise<'passed' | 'wrong' | 'locked'> {
  const ipKey = addressLockKey(ip);
  await assertNotLocked(deps.kv, [ipKey], MAX_IP_FAILURES);
  if (!(await takeSecondStepTry(deps, userId))) return 'locked';
  if (!(await matches())) {
    await recordFailure(deps.kv, [ipKey]);
    return 'wrong';
  }
  await clearTwoStepBudget(deps, userId);
  return 'passed';
}

const REFUSAL = { wrong: 'INVALID_CODE', locked: 'ATTEMPT_LIMIT_EXCEEDED' } as const;

/**
 * A current code of the account's two-step sign-in, used once, on its two-step budget (the turn-off,
 * re-authentication: docs/decisions/060-*).
 */
export async function confirmTwoStepCode(deps: Deps, user: UserRow, code: string, ip: ClientAddress) {
  const outcome = await checkSecondStep(deps, user.id, ip, () => totpCodeMatches(deps, user.id, code, true));
  if (outcome !== 'passed') throw new AppError(REFUSAL[outcome]);
}

/**
 * `DELETE users/{id}/mfa/totp`: a current code turns two-step off; the recovery codes go with it, and the owner
 * is mailed with the "this wasn't me" link (docs/product.md#re-authentication).
 */
export async function turnOffTotp(
  deps: Deps,
  user: UserRow,
  code: string,
  request: { ip: ClientAddress; userAgent: string },
) {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor?.enabledAt) throw new AppError('TWO_STEP_NOT_ON');
  await confirmTwoStepCode(deps, user, code, request.ip);
  await deps.db.transaction(async (tx) => {
    await removeTotp(tx, user.id);
    await alertSecurityChange(deps, tx, user, { kind: 'twoStepOff' }, request.userAgent);
  });
}

/** After the right password: for an account with two-step on, a single-use token for the second step. */
export async function startSecondStep(deps: Deps, user: UserRow, clientId: string) {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor?.enabledAt) return undefined;
  const mfaToken = newToken();
  await deps.kv.set(mfaKey(mfaToken), JSON.stringify({ userId: user.id, clientId }), MFA_TOKEN_SECONDS);
  return { mfaToken };
}

/**
 * `POST signin/mfa`: a TOTP code or an unused recovery code completes the sign-in the token started. Wrong
 * codes count on the account's two-step budget and the address's lockout; the token is spent by the first
 * right code. The outcome and the account go back to the route, which records them in the history.
 */
export async function completeSecondStep(deps: Deps, input: SignInMfaBody, ip: ClientAddress) {
  const stored = await deps.kv.get(mfaKey(input.mfaToken));
  if (!stored) throw new AppError('MFA_TOKEN_EXPIRED');
  const { userId, clientId } = JSON.parse(stored) as { userId: string; clientId: string };
  const user = await findUser(deps, userId);
  if (!user) throw new AppError('MFA_TOKEN_EXPIRED');
  const outcome = await checkSecondStep(deps, userId, ip, () =>
    /^\d{6}$/.test(input.code)
      ? totpCodeMatches(deps, userId, input.code, true)
      : spendRecoveryCode(deps.db, userId, recoveryCodeDigest(input.code)),
  );
  if (outcome !== 'passed') return { outcome, refusal: REFUSAL[outcome], user, clientId };
  if (!(await deps.kv.setIfAbsent(`${mfaKey(input.mfaToken)}:spent`, '1', MFA_TOKEN_SECONDS)))
    throw new AppError('MFA_TOKEN_EXPIRED');
  await deps.kv.del(mfaKey(input.mfaToken));
  return { outcome, user, clientId };
}
