import { normalizeCultureCode } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { hashPassword } from '../../lib/password';
import { clientAddressLimited, enforceRate } from '../../lib/rate-limit';
import { takeCodeTry } from './code-budget';
import { activationCodeUser } from './code-repo';
import { sendCode, spendCode } from './codes';
import { deleteLegacyUser, findLegacyUser } from './legacy-user-repo';
import { chargeClientBudget, requireRecipientBudget, takeRecipientBudget } from './mail-budget';
import { activateUser, findUserByEmail, findUserById, insertUser, type NewUser } from './user-repo';

export type AccountType = 'available' | 'exists' | 'notActivated' | 'migration';

/** Lookups of `accountType` one client address may make per 10 minutes: a person signs up, a script stops. */
export const ACCOUNT_TYPE_LOOKUPS_PER_10_MIN = 30;

/**
 * Counts one answer to whether an address has an account against the client address: `accountType`, and
 * sign-up's and migration's, which tell it as well ("already exists", "not found"), share the budget.
 */
async function spendLookup(deps: Deps, clientIp: ClientAddress) {
  if (clientAddressLimited(deps))
    await enforceRate(deps.kv, `account-type:${clientIp}`, ACCOUNT_TYPE_LOOKUPS_PER_10_MIN, 600);
}

/** docs/product.md#account-calls accountType, rate-limited per client address: it tells whether an address has an account. */
export async function lookUpAccountType(deps: Deps, email: string, clientIp: ClientAddress) {
  await spendLookup(deps, clientIp);
  return accountType(deps, email);
}

/** docs/product.md#account-lifecycle: which way an e-mail goes — new account, sign in, activate, or migrate from the old portal. */
export async function accountType(deps: Deps, email: string): Promise<AccountType> {
  const user = await findUserByEmail(deps.db, email);
  if (user) return user.status === 'active' ? 'exists' : 'notActivated';
  return (await findLegacyUser(deps.db, email)) ? 'migration' : 'available';
}

export type SignUpInput = Omit<NewUser, 'passwordHash' | 'brand'> & {
  password: string;
  useActivationId?: boolean;
};

/** docs/product.md#sign-up signup: a lookup of the address (its answer may be "already exists"), then the account. */
export async function signUp(deps: Deps, input: SignUpInput, brand: string, clientIp: ClientAddress) {
  await spendLookup(deps, clientIp);
  return createAccount(deps, input, brand);
}

/** Creates a not-yet-activated account and queues its activation mail, in one transaction. */
async function createAccount(deps: Deps, input: SignUpInput, brand: string, fromLegacy = false) {
  const type = await accountType(deps, input.email);
  if (type === 'exists' || type === 'notActivated') throw new AppError('EMAIL_EXISTS');
  if (type === 'migration' && !fromLegacy) throw new AppError('NEEDS_MIGRATION');
  const { password, useActivationId, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const created = await deps.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, {
        ...fields,
        cultureCode: normalizeCultureCode(fields.cultureCode),
        passwordHash,
        brand,
      });
      if (fromLegacy) await deleteLegacyUser(tx, input.email);
      return { user, activationId: await sendCode(deps, tx, user, 'activation') };
    })
    .catch((error: { code?: string }) => {
      // Two sign-ups for one address at once: the second finds the unique index taken.
      if (error.code === '23505') throw new AppError('EMAIL_EXISTS');
      throw error;
    });
  const { user, activationId } = created;
  // The first activation mail always goes; it counts toward the address's share for resending.
  await takeRecipientBudget(deps, 'activation', user.email);
  return { userId: user.id, email: user.email, ...(useActivationId ? { activationId } : {}) };
}

/** docs/product.md#migration users/migrate: an old-portal user becomes an account with a new password and an activation mail. */
export async function migrate(
  deps: Deps,
  input: {
    email: string;
    password: string;
    cultureCode: string;
    signupSource: string;
    useActivationId?: boolean;
  },
  brand: string,
  clientIp: ClientAddress,
) {
  await spendLookup(deps, clientIp);
  const legacy = await findLegacyUser(deps.db, input.email);
  if (!legacy) throw new AppError('USER_DOES_NOT_EXIST');
  const account = {
    ...input,
    firstName: legacy.firstName || '-',
    lastName: legacy.lastName || '-',
    cultureCode: input.cultureCode || legacy.cultureCode || '',
    allowEmail: false,
    mailFormatType: 'html',
  };
  return createAccount(deps, account, brand, true);
}

/** docs/product.md#activation confirm: activates the account with its code, found by activation id or e-mail. */
export async function confirm(
  deps: Deps,
  input: { code: string; activationId?: string; email?: string },
  clientIp: ClientAddress,
) {
  const user = input.email
    ? await findUserByEmail(deps.db, input.email)
    : await userOfActivation(deps, input.activationId);
  await takeCodeTry(deps, 'activation', clientIp, user?.id);
  if (!user) throw new AppError('INVALID_CODE');
  if (user.status === 'active') return { status: 'confirmed' as const };
  const id = input.email ? undefined : input.activationId;
  await spendCode(deps, user, 'activation', input.code, { id, clientIp, tried: true });
  await activateUser(deps.db, user.id);
  return { status: 'confirmed' as const };
}

async function userOfActivation(deps: Deps, activationId?: string) {
  if (!activationId) return undefined;
  const userId = await activationCodeUser(deps.db, activationId);
  return userId ? findUserById(deps.db, userId) : undefined;
}

/** docs/product.md#activation confirmationCode/resend: a fresh activation mail for an account not yet activated. */
export async function resendActivation(
  deps: Deps,
  input: { email: string; useActivationId?: boolean },
  clientIp: ClientAddress,
) {
  const { email, useActivationId } = input;
  await chargeClientBudget(deps, 'activation', clientIp);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('RESEND_EMAIL_NOT_FOUND');
  if (user.status === 'active') throw new AppError('EMAIL_EXISTS');
  await requireRecipientBudget(deps, [{ kind: 'activation', to: user.email }]);
  const activationId = await deps.db.transaction((tx) => sendCode(deps, tx, user, 'activation'));
  return { email: user.email, ...(useActivationId ? { activationId } : {}) };
}
