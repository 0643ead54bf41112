import { type Brand, greetingName, isBrand, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import type { UserRow } from '../accounts';
import { composeMail, mailDate } from '../mail';

/** The reminder that a unit's warranty ends soon, in the owner's culture and brand. */
export function reminderMail(
  deps: Pick<Deps, 'config'>,
  input: { owner: UserRow; product: string; serial: string; endsOn: string },
) {
  const { owner } = input;
  const brand: Brand = isBrand(owner.brand) ? owner.brand : 'DW';
  return composeMail({
    kind: 'warrantyReminder',
    to: owner.email,
    cultureCode: owner.cultureCode,
    brand,
    name: greetingName(owner.cultureCode, owner),
    link: portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, 'mygear'),
    product: input.product,
    serial: input.serial,
    date: mailDate(input.endsOn, owner.cultureCode),
  });
}
