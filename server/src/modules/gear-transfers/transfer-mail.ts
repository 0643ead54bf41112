import { type Brand, dayOf, greetingName, isBrand, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import type { UserRow } from '../accounts';
import { composeMail, mailDate } from '../mail';
import type { RegisteredProduct } from '../my-gear';

const brandOf = (user: Pick<UserRow, 'brand'>): Brand => (isBrand(user.brand) ? user.brand : 'DW');

/**
 * The recipient's mail (docs/product.md#gear-transfer): who hands what on, until when, the link to the
 * acceptance screen and the code as text, in the recipient's culture and brand when they have an account,
 * else the sender's.
 */
export function transferMail(
  deps: Pick<Deps, 'config'>,
  input: {
    id: string;
    code: string;
    to: string;
    sender: UserRow;
    recipient: UserRow | undefined;
    registration: RegisteredProduct;
    expiresAt: Date;
  },
) {
  const reader = input.recipient ?? input.sender;
  const query = { code: input.code, email: input.to, culture_code: reader.cultureCode };
  return composeMail({
    kind: 'gearTransfer',
    to: input.to,
    cultureCode: reader.cultureCode,
    brand: brandOf(reader),
    name: '',
    link: portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, `gear-transfer/${input.id}`, query),
    code: input.code,
    sender: input.sender.firstName,
    product: input.registration.product.name,
    serial: input.registration.serialCode ?? '',
    date: mailDate(dayOf(input.expiresAt), reader.cultureCode),
  });
}

/** The old owner's notice that the product was accepted (docs/product.md#gear-transfer). */
export function acceptedMail(
  deps: Pick<Deps, 'config'>,
  input: { sender: UserRow; registration: RegisteredProduct; on: string },
) {
  const { sender } = input;
  return composeMail({
    kind: 'gearTransferAccepted',
    to: sender.email,
    cultureCode: sender.cultureCode,
    brand: brandOf(sender),
    name: greetingName(sender.cultureCode, sender),
    link: portalUrl(deps.config.PUBLIC_URL, deps.config.ROUTER_MODE, 'mygear'),
    product: input.registration.product.name,
    serial: input.registration.serialCode ?? '',
    date: mailDate(input.on, sender.cultureCode),
  });
}
