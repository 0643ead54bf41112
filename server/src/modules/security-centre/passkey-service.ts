import {
  type AddPasskeyBody,
  MAX_PASSKEYS,
  type PasskeyRegistrationOptionsResponse,
  type PasskeyResponse,
} from '@backstage/domain';
import type { verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import { alertSecurityChange } from './new-device-alert-service';
import { keepChallenge, relyingParty, spendChallenge } from './passkey-challenge';
import {
  countPasskeys,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  passkeyDescriptors,
  renamePasskey,
} from './passkey-repo';
import { webauthn } from './webauthn';

/** Passkeys ask the authenticator to check its user (PIN, fingerprint): they stand for a password and a second step. */
const USER_VERIFICATION = 'required';

const shown = (row: PasskeyRow): PasskeyResponse => ({
  id: row.id,
  name: row.name,
  created: row.created.toISOString(),
  lastUsed: row.lastUsed?.toISOString() ?? null,
});

const asDescriptor = ({ credentialId, transports }: { credentialId: string; transports: string[] }) => ({
  id: credentialId,
  transports: transports as never[],
});

/** docs/product.md#passkeys `GET users/{id}/passkeys`. */
export async function passkeysOf(deps: Pick<Deps, 'db'>, userId: string): Promise<PasskeyResponse[]> {
  return (await listPasskeys(deps.db, userId)).map(shown);
}

/**
 * `POST users/{id}/passkeys/options`: registration options for the browser. The account's passkeys are
 * excluded so one authenticator is not added twice; its challenge is kept for `POST users/{id}/passkeys`.
 */
export async function registrationOptions(
  deps: Deps,
  user: UserRow,
): Promise<PasskeyRegistrationOptionsResponse> {
  if ((await countPasskeys(deps.db, user.id)) >= MAX_PASSKEYS) throw new AppError('PASSKEY_LIMIT_REACHED');
  const { rpID, rpName } = relyingParty(deps.config);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    // The user handle an authenticator keeps with a discoverable passkey; the account id, never the address.
    userID: new TextEncoder().encode(user.id),
    userDisplayName: user.email,
    attestationType: 'none',
    excludeCredentials: (await passkeyDescriptors(deps.db, user.id)).map(asDescriptor),
    // Discoverable where the authenticator can, so the sign-in needs no address (docs/product.md#passkeys).
    authenticatorSelection: { residentKey: 'preferred', userVerification: USER_VERIFICATION },
  });
  await keepChallenge(deps, options.challenge, { purpose: 'register', userId: user.id });
  return options;
}

/**
 * `POST users/{id}/passkeys`: the browser's attestation, for a challenge handed to this account, from this
 * site, with the user verified, adds the passkey under its name.
 */
export async function addPasskey(
  deps: Deps,
  user: UserRow,
  body: AddPasskeyBody,
  userAgent: string,
): Promise<PasskeyResponse> {
  const { challenge, what } = await spendChallenge(deps, body.response.response.clientDataJSON, 'register');
  if (what.userId !== user.id) throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
  const { rpID, origin } = relyingParty(deps.config);
  const { verifyRegistrationResponse: verify } = await webauthn();
  const verified = await verify({
    response: body.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) throw new AppError('PASSKEY_NOT_ADDED');
  const { credential } = verified.registrationInfo;
  try {
    // The passkey and the owner's mail about it (docs/product.md#re-authentication) are kept together.
    const row = await deps.db.transaction(async (tx) => {
      const added = await insertPasskey(
        tx,
        {
          userId: user.id,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: body.name,
        },
        MAX_PASSKEYS,
      );
      if (!added) throw new AppError('PASSKEY_LIMIT_REACHED');
      await alertSecurityChange(deps, tx, user, { kind: 'passkeyAdded', passkey: added.name }, userAgent);
      return added;
    });
    return shown(row);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('PASSKEY_ALREADY_ADDED');
    throw error;
  }
}

/** `PUT users/{id}/passkeys/{passkeyId}`. */
export async function renameOwnPasskey(
  deps: Pick<Deps, 'db'>,
  userId: string,
  passkeyId: string,
  name: string,
) {
  const row = await renamePasskey(deps.db, userId, passkeyId, name);
  if (!row) throw new AppError('PASSKEY_NOT_FOUND');
  return shown(row);
}

/**
 * `DELETE users/{id}/passkeys/{passkeyId}` (after the route spent a proof): the passkey signs in no more, and
 * the owner is mailed with the "this wasn't me" link in the same transaction (docs/product.md#re-authentication).
 */
export async function removeOwnPasskey(deps: Deps, user: UserRow, passkeyId: string, userAgent: string) {
  await deps.db.transaction(async (tx) => {
    const name = await deletePasskey(tx, user.id, passkeyId);
    if (name === undefined) throw new AppError('PASSKEY_NOT_FOUND');
    await alertSecurityChange(deps, tx, user, { kind: 'passkeyRemoved', passkey: name }, userAgent);
  });
}
