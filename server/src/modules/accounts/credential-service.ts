import { isBrand } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import { assertNotLocked, recordFailure } from '../../lib/attempt-limit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { composeMail } from '../mail/compose';
import { revokeUserTokens } from '../tokens/refresh-repo';
import { sendCode, spendCode } from './codes';
import type { AccountContext } from './context';
import { signOutEverywhere } from './session-service';
import {
  applyEmailChange,
  deleteUser,
  findUserByEmail,
  findUserById,
  hasActiveSubscription,
  setPendingEmail,
  type UserRow,
  updatePasswordHash,
} from './user-repo';

/** Spec §8: unknown e-mails get the same neutral answer as known ones, and no mail. */
export async function requestPasswordReset(ctx: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendCode(ctx, user, 'password_reset');
}

/** Sets a new password with the mailed code; every session is signed out. */
export async function confirmPasswordReset(
  ctx: AccountContext,
  input: { code: string; email?: string; activationId?: string; newPassword: string },
): Promise<void> {
  const user = input.email ? await findUserByEmail(ctx.db, input.email) : undefined;
  if (!user) throw new AppError('RESET_CODE_EXPIRED');
  await spendCode(ctx, user, 'password_reset', input.code);
  await updatePasswordHash(ctx.db, user.id, await hashPassword(input.newPassword));
  await revokeUserTokens(ctx.db, user.id);
}

/** Spec §7 PUT users/{id}/password: needs the current password; other sessions are signed out. */
export async function changePassword(
  ctx: AccountContext,
  user: UserRow,
  input: { oldPassword: string; newPassword: string; refreshToken?: string },
): Promise<void> {
  const keys = [`password-change:${user.id}`];
  await assertNotLocked(ctx.kv, keys);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await recordFailure(ctx.kv, keys);
    throw new AppError('INCORRECT_CURRENT_PASSWORD');
  }
  await updatePasswordHash(ctx.db, user.id, await hashPassword(input.newPassword));
  await signOutEverywhere(ctx, user.id, input.refreshToken);
}

/** Spec §4 email change, step 1: a code to the new address, a notice to the current one. */
export async function requestEmailChange(
  ctx: AccountContext,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const email = newEmail.toLowerCase();
  if (email === user.email)
    throw new AppError('INVALID_INPUT', [
      { field: 'email', message: 'The new email is the same as the current email.' },
    ]);
  if (await findUserByEmail(ctx.db, email)) throw new AppError('EMAIL_EXISTS');
  await setPendingEmail(ctx.db, user.id, email);
  await sendCode(ctx, user, 'email_change', { to: email, newEmail: email });
  const brand = isBrand(user.brand) ? user.brand : 'DW';
  const link = `${ctx.config.PUBLIC_URL}/backstage/`;
  await ctx.mailer.send(
    composeMail({
      kind: 'emailChangeNotice',
      to: user.email,
      cultureCode: user.cultureCode,
      brand,
      name: user.firstName,
      link,
      newEmail: email,
    }),
  );
}

/** Step 2: the code from the new address makes it the sign-in address. */
export async function verifyEmailChange(ctx: AccountContext, user: UserRow, code: string): Promise<UserRow> {
  const { newEmail } = await spendCode(ctx, user, 'email_change', code);
  if (!newEmail) throw new AppError('INVALID_CODE');
  if (await findUserByEmail(ctx.db, newEmail)) throw new AppError('EMAIL_EXISTS');
  await applyEmailChange(ctx.db, user.id, newEmail);
  return (await findUserById(ctx.db, user.id))!;
}

/** Spec §4: deletion cannot be undone and is blocked while a cloud subscription is active. */
export async function deleteAccount(ctx: AccountContext, user: UserRow): Promise<void> {
  if (await hasActiveSubscription(ctx.db, user.id)) throw new AppError('ACTIVE_SUBSCRIPTIONS');
  await deleteUser(ctx.db, user.id);
}
