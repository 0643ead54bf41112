import { type Brand, isBrand, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import type { UserRow } from '../accounts';
import { composeMail, mailDate } from '../mail';
import type { RegisteredProduct } from './registered-product-view';

const brandOf = (user: Pick<UserRow, 'brand'>): Brand => (isBrand(user.brand) ? user.brand : 'DW');

/**
 * The current owner's notice of a dispute (docs/product.md#unit-ownership): another account registered their
 * unit; it stays theirs and support may contact them. Nothing of the other account is in it, and nothing the
 * other account typed but the serial the owner registered themselves.
 */
export function disputeNoticeMail(
  deps: Pick<Deps, 'config'>,
  input: { owner: UserRow; registration: RegisteredProduct; on: string },
) {
  const { owner } = input;
  return composeMail({
    kind: 'ownershipDisputed',
    to: owner.email,
    cultureCode: owner.cultureCode,
    brand: brandOf(owner),
    name: owner.firstName,
    link: portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, 'mygear'),
    product: input.registration.product.name,
    serial: input.registration.serialCode ?? '',
    date: mailDate(input.on, owner.cultureCode),
  });
}
