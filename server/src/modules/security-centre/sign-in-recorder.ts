import type { SignInEventKind } from '@backstage/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { findUserWithEmail, type SignInContext, type SignInHooks, type UserRow } from '../accounts';
import { type GeoLookup, lookupCountry } from '../geo';
import { deviceName } from './device-name';
import { alertIfNewDevice } from './new-device-alert-service';
import { insertSessionDetail } from './session-detail-repo';
import { insertSignInEvent } from './sign-in-event-repo';
import { startSecondStep } from './two-step-service';

/** Device, browser and country of a sign-in's caller. */
async function placeOf(geo: GeoLookup, context: SignInContext, log: FastifyBaseLogger) {
  const { country } = await lookupCountry(geo, context.ip, log);
  return { ...deviceName(context.userAgent), country: country.names.en };
}

/** Records one sign-in event of an account (docs/product.md#sign-in-history). */
export async function recordSignInEvent(
  deps: Pick<Deps, 'db'>,
  geo: GeoLookup,
  log: FastifyBaseLogger,
  userId: string,
  kind: SignInEventKind,
  context: SignInContext,
): Promise<void> {
  const place = await placeOf(geo, context, log);
  await insertSignInEvent(deps.db, { userId, kind, clientId: context.clientId, ...place });
}

/**
 * The hooks accounts calls on every sign-in (docs/product.md#security-centre): a successful one is kept as a
 * session with its device and place and as a history event; a refused one for a known address as an event.
 * Recording never fails a sign-in: a problem is logged.
 */
export interface SignInRecorder extends SignInHooks {
  /** Records one event of the account's history (the second step's outcome). */
  record(userId: string, kind: SignInEventKind, context: SignInContext): Promise<void>;
  /** A sign-in succeeded; a passkey's is kept in the history as `passkey` (docs/product.md#passkeys). */
  signedIn(
    user: UserRow,
    session: { familyId: string; browserSessionId: string },
    context: SignInContext,
    kind?: 'success' | 'passkey',
  ): Promise<void>;
}

export function signInRecorder(deps: Deps, geo: GeoLookup, log: FastifyBaseLogger): SignInRecorder {
  const guarded = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `security centre: recording ${what} failed`);
    }
  };
  return {
    signedIn: (user, session, context, kind = 'success') =>
      guarded('a sign-in', async () => {
        const place = await placeOf(geo, context, log);
        // Compared with the sign-ins kept so far, so before this one is added (docs/product.md#new-device-alert).
        await guarded('a new-device alert', async () => {
          await alertIfNewDevice(deps, user, place);
        });
        await insertSessionDetail(deps.db, {
          familyId: session.familyId,
          userId: user.id,
          browserSessionId: session.browserSessionId,
          clientId: context.clientId,
          ...place,
          kind,
        });
      }),
    // docs/product.md#two-step-sign-in: an account with two-step on gets a token for POST signin/mfa instead.
    secondStep: (user, context) => startSecondStep(deps, user, context.clientId),
    record: (userId, kind, context) =>
      guarded('a sign-in event', () => recordSignInEvent(deps, geo, log, userId, kind, context)),
    codeSent: (userId, context) =>
      guarded('a sent code', () => recordSignInEvent(deps, geo, log, userId, 'codeSent', context)),
    refused: (email, kind, context) =>
      guarded('a refused sign-in', async () => {
        const user = await findUserWithEmail(deps, email);
        if (user) await recordSignInEvent(deps, geo, log, user.id, kind, context);
      }),
  };
}
