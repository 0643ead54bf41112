import { type Brand, greetingName, isBrand, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import { composeMail } from '../mail';
import type { UserRow } from './user-repo';

/** The deletion's time as the owner's culture writes it, in UTC (the account keeps no time zone). */
function timeText(cultureCode: string, at: Date): string {
  try {
    const format = new Intl.DateTimeFormat(cultureCode, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    return `${format.format(at)} UTC`;
  } catch {
    return at.toISOString();
  }
}

/**
 * The owner's notice that the account was deleted (docs/product.md#account-deletion): nothing is left for a
 * "this wasn't me" link to secure, so it leads to the contact page (docs/decisions/073-*).
 */
export function accountDeletedMail(deps: Pick<Deps, 'config'>, user: UserRow, at: Date) {
  const brand: Brand = isBrand(user.brand) ? user.brand : 'DW';
  const query = new URLSearchParams({ culture_code: user.cultureCode });
  return composeMail({
    kind: 'accountDeleted',
    to: user.email,
    cultureCode: user.cultureCode,
    brand,
    name: greetingName(user.cultureCode, user),
    link: portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, 'contact-us', query),
    time: timeText(user.cultureCode, at),
  });
}
