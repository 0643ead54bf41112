import {
  ACTIVATION_LINK_VALID_HOURS,
  type Brand,
  type ErrorCode,
  greetingName,
  isBrand,
  portalUrl,
} from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { digest, matchesDigest, newCode } from '../../lib/codes';
import { composeMail, type MailKind, queueMail } from '../mail';
import { takeCodeTry } from './code-budget';
import { type CodePurpose, countAttempt, findOpenCode, markCodeUsed, replaceCode } from './code-repo';
import type { UserRow } from './user-repo';

/** Wrong tries a code survives before it is refused for good. */
export const MAX_CODE_ATTEMPTS = 5;

const PURPOSES: Record<CodePurpose, { hours: number; route: string; mail: MailKind; expired: ErrorCode }> = {
  activation: {
    hours: ACTIVATION_LINK_VALID_HOURS,
    route: 'activation',
    mail: 'activation',
    expired: 'ACTIVATION_EXPIRED',
  },
  password_reset: { hours: 1, route: 'reset-password', mail: 'passwordReset', expired: 'RESET_CODE_EXPIRED' },
  email_change: { hours: 24, route: 'email-change', mail: 'emailChange', expired: 'ACTIVATION_EXPIRED' },
};

/**
 * Creates a code for the purpose and queues the mail with the link and the code (to `to`, default the user's
 * address), both in `tx`: the caller's transaction, so the mail goes out exactly when its change is kept.
 */
export async function sendCode(
  deps: Deps,
  db: Queryable,
  user: UserRow,
  purpose: CodePurpose,
  options: { to?: string; newEmail?: string } = {},
): Promise<string> {
  const setting = PURPOSES[purpose];
  const code = newCode();
  const to = options.to ?? user.email;
  const id = await replaceCode(db, {
    userId: user.id,
    purpose,
    codeHash: digest(code),
    expiresAt: new Date(Date.now() + setting.hours * 3_600_000),
    newEmail: options.newEmail,
  });
  const query = new URLSearchParams({ code, email: to, culture_code: user.cultureCode });
  if (purpose === 'activation') query.set('activationId', id);
  const link = portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, setting.route, query);
  const brand: Brand = isBrand(user.brand) ? user.brand : 'DW';
  await queueMail(
    db,
    composeMail({
      kind: setting.mail,
      to,
      cultureCode: user.cultureCode,
      brand,
      name: greetingName(user.cultureCode, user),
      link,
      code,
    }),
  );
  return id;
}

/**
 * Checks and spends a code: expired, exhausted, wrong and reused codes are refused with the spec's texts.
 * Each try counts against the account's and the client address's budgets for the flow (unless the caller has
 * taken it: `tried`) and against the code's own attempts, before the code is compared (ADR 013).
 */
export async function spendCode(
  deps: Deps,
  user: UserRow,
  purpose: CodePurpose,
  code: string,
  options: { id?: string; clientIp: ClientAddress; tried?: boolean },
): Promise<{ newEmail: string | null }> {
  if (!options.tried) await takeCodeTry(deps, purpose, options.clientIp, user.id);
  const row = await findOpenCode(deps.db, { userId: user.id, purpose, id: options.id });
  if (!row) throw new AppError(purpose === 'password_reset' ? 'RESET_CODE_EXPIRED' : 'INVALID_CODE');
  if (new Date(row.expiresAt).getTime() <= Date.now()) throw new AppError(PURPOSES[purpose].expired);
  if ((await countAttempt(deps.db, row.id)) > MAX_CODE_ATTEMPTS) throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
  if (!matchesDigest(code.trim(), row.codeHash)) throw new AppError('INVALID_CODE');
  if (!(await markCodeUsed(deps.db, row.id))) throw new AppError('INVALID_CODE');
  return { newEmail: row.newEmail };
}
