import { createHash } from 'node:crypto';
import {
  TEMPORARY_DATA_BODY_SCHEMAS,
  TEMPORARY_DATA_PURPOSES,
  TEMPORARY_DATA_TTL_DAYS,
  type TemporaryDataPurpose,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { findUserWithEmail, type UserRow } from '../accounts';
import {
  claimEmailData,
  deleteUserData,
  findUserData,
  purgeExpired,
  type TemporaryDataRow,
  upsertEmailData,
  upsertUserData,
} from './temporary-data-repo';

/** Signed-out writes one address may make per hour: enough for a retrying app, too few to flood the table. */
export const SIGNED_OUT_WRITES_PER_HOUR = 30;

/** The stored key of an e-mail address: its lower-cased SHA-256, so no address is kept. */
export const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const view = (purpose: TemporaryDataPurpose, row: TemporaryDataRow | undefined) =>
  row
    ? { purpose, body: row.body, expiresAt: new Date(row.expiresAt).toISOString() }
    : { purpose, body: null };

function checkBody(purpose: TemporaryDataPurpose, body: object) {
  const parsed = TEMPORARY_DATA_BODY_SCHEMAS[purpose].safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('INVALID_INPUT', fields);
  }
}

/**
 * Picks up what was written signed out against the user's e-mail (a QR registration started before
 * sign-up). Only a verified address claims: whoever signs in with it has proved it is theirs.
 */
async function claim(deps: Deps, user: UserRow) {
  if (!user.emailVerified) return;
  await deps.db.transaction((tx) => claimEmailData(tx, user.id, emailHash(user.email)));
}

/** docs/product.md#temporary-data GET temporaryData/{userId}/{purpose}: the body, or null when there is none. */
export async function readTemporaryData(deps: Deps, user: UserRow, purpose: TemporaryDataPurpose) {
  await claim(deps, user);
  return view(purpose, await findUserData(deps.db, user.id, purpose));
}

/** docs/product.md#temporary-data POST temporaryData/{userId}/{purpose}: replaces the body. */
export async function writeTemporaryData(
  deps: Deps,
  user: UserRow,
  purpose: TemporaryDataPurpose,
  body: object,
) {
  checkBody(purpose, body);
  return view(purpose, await upsertUserData(deps.db, user.id, purpose, body, TEMPORARY_DATA_TTL_DAYS));
}

/** docs/product.md#temporary-data DELETE temporaryData/{userId}/{purpose}: also what the e-mail still had waiting. */
export async function deleteTemporaryData(deps: Deps, user: UserRow, purpose: TemporaryDataPurpose) {
  await claim(deps, user);
  await deleteUserData(deps.db, user.id, purpose);
}

/**
 * docs/product.md#temporary-data POST temporaryData (signed out): stores the body against the e-mail until it signs in. It only
 * writes and answers the same whether or not the address has an account, so it reveals nothing.
 * RedirectPathAfterSignup belongs to a sign-up: for an address whose account is already activated it is
 * dropped unseen, or anyone could choose where that account lands after its next sign-in.
 */
export async function writeSignedOut(
  deps: Deps,
  clientIp: ClientAddress,
  input: { email: string; purpose: TemporaryDataPurpose; body: object },
) {
  if ((await deps.kv.incr(`temporary-data:${clientIp}`, 3600)) > SIGNED_OUT_WRITES_PER_HOUR)
    throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
  await purgeExpired(deps.db);
  const account = await findUserWithEmail(deps, input.email);
  if (input.purpose === 'RedirectPathAfterSignup' && account?.status === 'active') return;
  await upsertEmailData(deps.db, emailHash(input.email), input.purpose, input.body, TEMPORARY_DATA_TTL_DAYS);
}

/** Everything live the user has stored, one entry per purpose (the data download, docs/product.md#security-centre). */
export async function temporaryDataOfUser(deps: Deps, userId: string) {
  const rows = await Promise.all(
    TEMPORARY_DATA_PURPOSES.map(async (purpose) =>
      view(purpose, await findUserData(deps.db, userId, purpose)),
    ),
  );
  return rows.filter((row) => row.body !== null);
}
