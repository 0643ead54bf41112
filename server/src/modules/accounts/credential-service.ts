import {
  EMAIL_CHANGES_PER_ACCOUNT_PER_DAY,
  greetingName,
  isBrand,
  MESSAGES,
  type PasswordChangeInput,
  portalUrl,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertNotLocked, recordFailure } from '../../lib/attempt-limit';
import type { ClientAddress } from '../../lib/client-address';
import { hashPassword, verifyPassword } from '../../lib/password';
import { enforceRate } from '../../lib/rate-limit';
import { composeMail, queueMail } from '../mail';
import { accountDeletedMail } from './account-deleted-mail';
import { endBrowserSessions } from './browser-session';
import { takeCodeTry } from './code-budget';
import { sendCode, spendCode } from './codes';
import type { DeletionHooks } from './deletion-hooks';
import { chargeClientBudget, requireRecipientBudget, takeRecipientBudget } from './mail-budget';
import { signOutEverywhere } from './session-service';
import {
  applyEmailChange,
  deleteUser,
  findUserByEmail,
  findUserById,
  setPendingEmail,
  type UserRow,
  updatePasswordHash,
} from './user-repo';

/**
 * docs/product.md#password-reset: unknown e-mails get the same neutral answer as known ones, and no mail. The budgets keep that:
 * the client address's is charged and the recipient's counted alike for known and unknown addresses, and an
 * address past its share gets the same answer with no mail.
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  clientIp: ClientAddress,
): Promise<UserRow | undefined> {
  await chargeClientBudget(deps, 'passwordReset', clientIp);
  const withinBudget = await takeRecipientBudget(deps, 'passwordReset', email);
  const user = await findUserByEmail(deps.db, email);
  if (!user || !withinBudget) return undefined;
  await deps.db.transaction((tx) => sendCode(deps, tx, user, 'password_reset'));
  return user;
}

/** Sets a new password with the mailed code; every session is signed out. */
export async function confirmPasswordReset(
  deps: Deps,
  input: { code: string; email?: string; activationId?: string; newPassword: string },
  clientIp: ClientAddress,
): Promise<void> {
  const user = input.email ? await findUserByEmail(deps.db, input.email) : undefined;
  await takeCodeTry(deps, 'password_reset', clientIp, user?.id);
  if (!user) throw new AppError('RESET_CODE_EXPIRED');
  await spendCode(deps, user, 'password_reset', input.code, { clientIp, tried: true });
  await updatePasswordHash(deps.db, user.id, await hashPassword(input.newPassword));
  await signOutEverywhere(deps, user.id);
}

/** docs/product.md#password-change PUT users/{id}/password: needs the current password; other sessions are signed out. */
export async function changePassword(deps: Deps, user: UserRow, input: PasswordChangeInput): Promise<void> {
  const keys = [`password-change:${user.id}`];
  await assertNotLocked(deps.kv, keys);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await recordFailure(deps.kv, keys);
    throw new AppError('INCORRECT_CURRENT_PASSWORD');
  }
  await updatePasswordHash(deps.db, user.id, await hashPassword(input.newPassword));
  await signOutEverywhere(deps, user.id, input.refreshToken);
}

/** An address other than the account's (compared lower-cased): only that starts an e-mail change. */
export function isEmailChange(user: Pick<UserRow, 'email'>, email: string): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

/** email change (docs/product.md#email-change), step 1: a code to the new address, a notice to the current one. */
export async function requestEmailChange(
  deps: Deps,
  user: UserRow,
  newEmail: string,
  clientIp: ClientAddress,
): Promise<void> {
  const email = newEmail.toLowerCase();
  if (!isEmailChange(user, email))
    throw new AppError('INVALID_INPUT', [{ field: 'email', message: MESSAGES.sameEmail }]);
  if (await findUserByEmail(deps.db, email)) throw new AppError('EMAIL_EXISTS');
  await chargeClientBudget(deps, 'emailChange', clientIp);
  // A handful a day per account, as for the other mails a user causes to an address they type (ADR 074, 093).
  await enforceRate(
    deps.kv,
    `mail:emailChange:account:${user.id}`,
    EMAIL_CHANGES_PER_ACCOUNT_PER_DAY,
    86_400,
  );
  await requireRecipientBudget(deps, [
    { kind: 'emailChange', to: email },
    { kind: 'emailChangeNotice', to: user.email },
  ]);
  const brand = isBrand(user.brand) ? user.brand : 'DW';
  await deps.db.transaction(async (tx) => {
    await setPendingEmail(tx, user.id, email);
    await sendCode(deps, tx, user, 'email_change', { to: email, newEmail: email });
    await queueMail(
      tx,
      composeMail({
        kind: 'emailChangeNotice',
        to: user.email,
        cultureCode: user.cultureCode,
        brand,
        name: greetingName(user.cultureCode, user),
        link: portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, '/'),
        newEmail: email,
      }),
    );
  });
}

/** Step 2: the code from the new address makes it the sign-in address. */
export async function verifyEmailChange(
  deps: Deps,
  user: UserRow,
  code: string,
  clientIp: ClientAddress,
): Promise<UserRow> {
  const { newEmail } = await spendCode(deps, user, 'email_change', code, { clientIp });
  if (!newEmail) throw new AppError('INVALID_CODE');
  if (await findUserByEmail(deps.db, newEmail)) throw new AppError('EMAIL_EXISTS');
  await applyEmailChange(deps.db, user.id, newEmail);
  await endBrowserSessions(deps, user.id);
  return (await findUserById(deps.db, user.id))!;
}

/**
 * docs/product.md#account-deletion: deletion cannot be undone and is blocked while a cloud subscription is
 * active; which one is active the billing engine decides (`hooks`, handed in by `app.ts`). What must outlive
 * the account is anonymised in the same transaction, so it is never left naming a deleted person.
 */
export async function deleteAccount(deps: Deps, user: UserRow, hooks: DeletionHooks): Promise<void> {
  if (await hooks.hasActiveSubscription(user.id)) throw new AppError('ACTIVE_SUBSCRIPTIONS');
  await deps.db.transaction(async (tx) => {
    await hooks.anonymize(tx, user);
    await deleteUser(tx, user.id);
    // The owner learns of it even when a stolen session did it (docs/product.md#account-deletion).
    await queueMail(tx, accountDeletedMail(deps, user, new Date()));
  });
}

/**
 * "This wasn't me" of a new-device alert (docs/product.md#new-device-alert): every session ends at once and a
 * password reset mail goes out, so whoever signed in is out and the password they used stops working once
 * the owner sets a new one. Answers the address the reset mail went to.
 */
export async function signOutAndStartReset(deps: Deps, userId: string): Promise<string | undefined> {
  const user = await findUserById(deps.db, userId);
  if (!user) return undefined;
  await signOutEverywhere(deps, user.id);
  await deps.db.transaction((tx) => sendCode(deps, tx, user, 'password_reset'));
  return user.email;
}
