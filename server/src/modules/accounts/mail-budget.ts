import { normalizeEmail } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { digest } from '../../lib/codes';
import { clientAddressLimited, enforceRate, withinRate } from '../../lib/rate-limit';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../mail';

/** Requests for mails of one kind one client address may make per hour (offices share an address). */
export const MAILS_PER_CLIENT_PER_HOUR = 20;

export type BudgetedMail = 'activation' | 'passwordReset' | 'emailChange' | 'emailChangeNotice';

const HOUR_S = 3600;

/**
 * Counts a mail of this kind to the address; false once the address has had its share this hour (the outbox's
 * budget, taken before the request's answer so the flow can say so). The address is kept only as a digest.
 */
export function takeRecipientBudget(deps: Pick<Deps, 'kv'>, kind: BudgetedMail, to: string) {
  const key = `mail:${kind}:to:${digest(normalizeEmail(to))}`;
  return withinRate(deps.kv, key, MAILS_PER_RECIPIENT_PER_HOUR, HOUR_S);
}

/** Counts a request for a mail of this kind from a client address; "Attempt limit exceeded" past its share. */
export async function chargeClientBudget(
  deps: Pick<Deps, 'kv' | 'config'>,
  kind: BudgetedMail,
  clientIp: ClientAddress,
) {
  if (!clientAddressLimited(deps)) return;
  await enforceRate(deps.kv, `mail:${kind}:ip:${clientIp}`, MAILS_PER_CLIENT_PER_HOUR, HOUR_S);
}

/** Takes the recipient's budget for each mail, answering "Attempt limit exceeded" when one is spent. */
export async function requireRecipientBudget(
  deps: Pick<Deps, 'kv'>,
  mails: { kind: BudgetedMail; to: string }[],
): Promise<void> {
  const within = await Promise.all(mails.map((mail) => takeRecipientBudget(deps, mail.kind, mail.to)));
  if (within.includes(false)) throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
}
