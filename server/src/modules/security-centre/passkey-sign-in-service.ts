import type {
  PasskeyAuthenticationOptionsResponse,
  PasskeySignInBody,
  PasskeySignInOptionsBody,
} from '@backstage/domain';
import type { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  accountLockKey,
  addressLockKey,
  assertNotLocked,
  clearFailures,
  MAX_IP_FAILURES,
  recordFailure,
} from '../../lib/attempt-limit';
import type { ClientAddress } from '../../lib/client-address';
import { clientAddressLimited, enforceRate } from '../../lib/rate-limit';
import { findUser, findUserWithEmail, type UserRow } from '../accounts';
import { keepChallenge, relyingParty, spendChallenge } from './passkey-challenge';
import { findCredential, passkeyDescriptors, spendPasskeyUse } from './passkey-repo';
import { clearTwoStepBudget } from './two-step-budget';
import { webauthn } from './webauthn';

/** Sign-in options one client address may ask for in 10 minutes (each keeps a challenge; an address may be named). */
export const PASSKEY_OPTIONS_PER_10_MIN = 60;

/**
 * docs/product.md#passkeys `POST signin/passkey/options`. With the address of an account that has passkeys,
 * those are offered (and only they may answer); otherwise any passkey of this site may (the browser lists
 * the discoverable ones it holds).
 */
export async function signInOptions(
  deps: Deps,
  input: PasskeySignInOptionsBody,
  ip: ClientAddress,
): Promise<PasskeyAuthenticationOptionsResponse> {
  if (clientAddressLimited(deps))
    await enforceRate(deps.kv, `passkey-options:${ip}`, PASSKEY_OPTIONS_PER_10_MIN, 600);
  const user = input.email ? await findUserWithEmail(deps, input.email) : undefined;
  const offered = user ? await passkeyDescriptors(deps.db, user.id) : [];
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    allowCredentials: offered.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    userVerification: 'required',
  });
  await keepChallenge(deps, options.challenge, {
    purpose: 'signIn',
    ...(user && offered.length > 0 && { userId: user.id }),
  });
  return options;
}

/** Counts a refused assertion toward the sign-in lockout, like a wrong password (docs/product.md#lockout). */
async function refuse(deps: Deps, keys: string[]): Promise<never> {
  await recordFailure(deps.kv, keys);
  throw new AppError('PASSKEY_NOT_VERIFIED');
}

/**
 * docs/product.md#passkeys `POST signin/passkey`: an assertion signed by a stored passkey, over a challenge
 * handed out for sign-in (spent by this call whatever the outcome), from this site, with the user verified
 * and a signature counter past the stored one, signs its account in. Anything else is refused with nothing
 * changed but the spent challenge and a counted failure.
 */
export async function passkeySignIn(
  deps: Deps,
  input: PasskeySignInBody,
  ip: ClientAddress,
): Promise<UserRow> {
  const ipKey = addressLockKey(ip);
  await assertNotLocked(deps.kv, [ipKey], MAX_IP_FAILURES);
  const { response } = input;
  const { challenge, what } = await spendChallenge(deps, response.response.clientDataJSON, 'signIn');
  const passkey = await findCredential(deps.db, response.id);
  const owner = passkey && (!what.userId || what.userId === passkey.userId) ? passkey.userId : undefined;
  const user = owner ? await findUser(deps, owner) : undefined;
  if (!passkey || !user) return refuse(deps, [ipKey]);
  const accountKey = accountLockKey(user.email);
  await assertNotLocked(deps.kv, [accountKey]);
  // A discoverable passkey names its account (the user handle given at registration); it must be this one.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== user.id)
    return refuse(deps, [accountKey, ipKey]);
  const { rpID, origin } = relyingParty(deps.config);
  const { verifyAuthenticationResponse: verify } = await webauthn();
  const verified = await verify({
    response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports as never[],
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) return refuse(deps, [accountKey, ipKey]);
  if (user.status !== 'active') throw new AppError('NOT_ACTIVATED');
  const { newCounter } = verified.authenticationInfo;
  if (!(await spendPasskeyUse(deps.db, passkey.id, passkey.counter, newCounter)))
    return refuse(deps, [accountKey, ipKey]);
  // A passkey stands for both steps, so it also unlocks a two-step that guessers locked (ADR 059).
  await Promise.all([clearFailures(deps.kv, accountKey), clearTwoStepBudget(deps, user.id)]);
  return user;
}
