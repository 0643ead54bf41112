import { normalizeCultureCode } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { sendCode, spendCode } from './codes';
import type { AccountContext } from './context';
import {
  activateUser,
  deleteLegacyUser,
  findLegacyUser,
  findUserByEmail,
  findUserById,
  insertUser,
  type NewUser,
} from './user-repo';

export type AccountType = 'available' | 'exists' | 'notActivated' | 'migration';

/** Spec §4: which way an e-mail goes — new account, sign in, activate, or migrate from the old portal. */
export async function accountType(ctx: AccountContext, email: string): Promise<AccountType> {
  const user = await findUserByEmail(ctx.db, email);
  if (user) return user.status === 'active' ? 'exists' : 'notActivated';
  return (await findLegacyUser(ctx.db, email)) ? 'migration' : 'available';
}

export type SignUpInput = Omit<NewUser, 'passwordHash' | 'brand'> & {
  password: string;
  useActivationId?: boolean;
};

/** Creates a not-yet-activated account and mails its activation link and code. */
export async function signUp(ctx: AccountContext, input: SignUpInput, brand: string, fromLegacy = false) {
  const type = await accountType(ctx, input.email);
  if (type === 'exists' || type === 'notActivated') throw new AppError('EMAIL_EXISTS');
  if (type === 'migration' && !fromLegacy) throw new AppError('NEEDS_MIGRATION');
  const { password, useActivationId, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const user = await ctx.db
    .transaction(async (tx) => {
      const created = await insertUser(tx, {
        ...fields,
        cultureCode: normalizeCultureCode(fields.cultureCode),
        passwordHash,
        brand,
      });
      if (fromLegacy) await deleteLegacyUser(tx, input.email);
      return created;
    })
    .catch((error: { code?: string }) => {
      // Two sign-ups for one address at once: the second finds the unique index taken.
      if (error.code === '23505') throw new AppError('EMAIL_EXISTS');
      throw error;
    });
  const activationId = await sendCode(ctx, user, 'activation');
  return { userId: user.id, email: user.email, ...(useActivationId ? { activationId } : {}) };
}

/** Spec §7 users/migrate: an old-portal user becomes an account with a new password and an activation mail. */
export async function migrate(
  ctx: AccountContext,
  input: {
    email: string;
    password: string;
    cultureCode: string;
    signupSource: string;
    useActivationId?: boolean;
  },
  brand: string,
) {
  const legacy = await findLegacyUser(ctx.db, input.email);
  if (!legacy) throw new AppError('USER_DOES_NOT_EXIST');
  const account = {
    ...input,
    firstName: legacy.firstName || '-',
    lastName: legacy.lastName || '-',
    cultureCode: input.cultureCode || legacy.cultureCode || '',
    allowEmail: false,
    mailFormatType: 'html',
  };
  return signUp(ctx, account, brand, true);
}

/** Spec §7 confirm: activates the account with its code, found by activation id or e-mail. */
export async function confirm(
  ctx: AccountContext,
  input: { code: string; activationId?: string; email?: string },
) {
  const user = input.email
    ? await findUserByEmail(ctx.db, input.email)
    : await userOfActivation(ctx, input.activationId);
  if (!user) throw new AppError('INVALID_CODE');
  if (user.status === 'active') return { status: 'confirmed' as const };
  await spendCode(ctx, user, 'activation', input.code, input.email ? undefined : input.activationId);
  await activateUser(ctx.db, user.id);
  return { status: 'confirmed' as const };
}

async function userOfActivation(ctx: AccountContext, activationId?: string) {
  if (!activationId) return undefined;
  const sql = 'select user_id as "userId" from verification_codes where id = $1 and purpose = \'activation\'';
  const row = (await ctx.db.query<{ userId: string }>(sql, [activationId])).rows[0];
  return row ? findUserById(ctx.db, row.userId) : undefined;
}

/** Spec §7 confirmationCode/resend: a fresh activation mail for an account not yet activated. */
export async function resendActivation(ctx: AccountContext, email: string, useActivationId?: boolean) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('RESEND_EMAIL_NOT_FOUND');
  if (user.status === 'active') throw new AppError('EMAIL_EXISTS');
  const activationId = await sendCode(ctx, user, 'activation');
  return { email: user.email, ...(useActivationId ? { activationId } : {}) };
}
