import { USER_PRODUCT_TYPE, type UserProductResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findHardwareProduct } from './catalogue';
import { lockKey, markKeyRegistered } from './key-repo';
import { activateProducedUnit } from './produced-unit-repo';
import { unitSerial } from './produced-units';
import { insertUserProduct, serialActivated } from './user-product-repo';
import { userProductView } from './user-product-view';

const KEY_FORM = /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/;

/**
 * `POST api/notifications/key/{key}/register[?productCode]` (docs/product.md#entitlement): a lifetime key,
 * or with `productCode` the serial number of a unit the maker built (`cloud_produced_units`), registers its
 * product to the member. The four failures are the catalogue's: invalid key, not found (also a serial never
 * built), already registered, unable to register (the transaction rolls back: the unit stays free).
 */
export async function registerKey(
  deps: Deps,
  userId: string,
  rawKey: string,
  productCode?: string,
): Promise<UserProductResponse> {
  const key = rawKey.trim().toUpperCase();
  const now = deps.clock.now();
  if (productCode !== undefined) {
    const hardware = findHardwareProduct(productCode.trim());
    if (!hardware?.grants) throw new AppError('ENTITLEMENT_NOT_FOUND');
    const serial = unitSerial(key);
    if (!serial) throw new AppError('INVALID_ACTIVATION_KEY');
    return deps.db.transaction(async (tx) => {
      // Only a unit the maker built activates, and only once (issue 28, finding 3; ADR 061).
      const unit = { productCode: hardware.productCode, serial };
      const activation = await activateProducedUnit(tx, unit, userId, now);
      if (activation === 'unknown') throw new AppError('ENTITLEMENT_NOT_FOUND');
      // A unit activated before units were listed (migration 047) is taken as well.
      if (activation === 'taken' || (await serialActivated(tx, unit.productCode, serial)))
        throw new AppError('ENTITLEMENT_ALREADY_REGISTERED');
      // The serial is recorded on the hardware row; the product it grants on a second row.
      const marker = await insertUserProduct(tx, userId, {
        productCode: hardware.productCode,
        type: USER_PRODUCT_TYPE.Other,
        ruleType: null,
        serialCode: serial,
        key: null,
        createDate: now,
      });
      const granted = await insertUserProduct(tx, userId, {
        productCode: hardware.grants!,
        type: USER_PRODUCT_TYPE.Key,
        ruleType: null,
        serialCode: null,
        key: null,
        createDate: now,
      });
      if (!marker || !granted) throw new AppError('ENTITLEMENT_UNABLE_TO_REGISTER');
      return userProductView(granted);
    });
  }
  if (!KEY_FORM.test(key)) throw new AppError('INVALID_ACTIVATION_KEY');
  return deps.db.transaction(async (tx) => {
    const found = await lockKey(tx, key);
    if (!found) throw new AppError('ENTITLEMENT_NOT_FOUND');
    if (found.registeredBy) throw new AppError('ENTITLEMENT_ALREADY_REGISTERED');
    if (found.revoked) throw new AppError('ENTITLEMENT_UNABLE_TO_REGISTER');
    const product = await insertUserProduct(tx, userId, {
      productCode: found.productCode,
      type: USER_PRODUCT_TYPE.Key,
      ruleType: null,
      serialCode: null,
      key,
      createDate: now,
    });
    // The member already owns this instrument: the key stays free for someone else.
    if (!product) throw new AppError('ENTITLEMENT_UNABLE_TO_REGISTER');
    await markKeyRegistered(tx, key, userId, now);
    return userProductView(product);
  });
}
