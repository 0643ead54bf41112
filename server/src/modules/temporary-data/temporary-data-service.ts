import { createHash } from 'node:crypto';
import {
  TEMPORARY_DATA_BODY_SCHEMAS,
  TEMPORARY_DATA_TTL_DAYS,
  type TemporaryDataPurpose,
} from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import type { UserRow } from '../accounts/user-repo';
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
async function claim(ctx: AccountContext, user: UserRow) {
  if (!user.emailVerified) return;
  await ctx.db.transaction((tx) => claimEmailData(tx, user.id, emailHash(user.email)));
}

/** Spec §7 GET temporaryData/{userId}/{purpose}: the body, or null when there is none. */
export async function readTemporaryData(ctx: AccountContext, user: UserRow, purpose: TemporaryDataPurpose) {
  await claim(ctx, user);
  return view(purpose, await findUserData(ctx.db, user.id, purpose));
}

/** Spec §7 POST temporaryData/{userId}/{purpose}: replaces the body. */
export async function writeTemporaryData(
  ctx: AccountContext,
  user: UserRow,
  purpose: TemporaryDataPurpose,
  body: object,
) {
  checkBody(purpose, body);
  return view(purpose, await upsertUserData(ctx.db, user.id, purpose, body, TEMPORARY_DATA_TTL_DAYS));
}

/** Spec §7 DELETE temporaryData/{userId}/{purpose}: also what the e-mail still had waiting. */
export async function deleteTemporaryData(ctx: AccountContext, user: UserRow, purpose: TemporaryDataPurpose) {
  await claim(ctx, user);
  await deleteUserData(ctx.db, user.id, purpose);
}

/**
 * Spec §7 POST temporaryData (signed out): stores the body against the e-mail until it signs in. It only
 * writes and answers the same whether or not the address has an account, so it reveals nothing.
 */
export async function writeSignedOut(
  ctx: AccountContext,
  clientIp: string,
  input: { email: string; purpose: TemporaryDataPurpose; body: object },
) {
  if ((await ctx.kv.incr(`temporary-data:${clientIp}`, 3600)) > SIGNED_OUT_WRITES_PER_HOUR)
    throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
  await purgeExpired(ctx.db);
  await upsertEmailData(ctx.db, emailHash(input.email), input.purpose, input.body, TEMPORARY_DATA_TTL_DAYS);
}
