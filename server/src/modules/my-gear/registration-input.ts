import {
  type FieldError,
  MESSAGE_CODES,
  missingRegistrationFields,
  type RegisteredProductUpdate,
  type RegistrationStatus,
} from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { findMasterValue, storeExists } from '../master-data';
import type { RegistrationColumns } from './registered-product-repo';

/** The fields of a registration a payload sets, resolved to columns; master references must exist. */
export async function resolveFields(
  db: Queryable,
  payload: Omit<RegisteredProductUpdate, 'product'>,
): Promise<Partial<RegistrationColumns>> {
  const columns: Partial<RegistrationColumns> = {};
  const errors: FieldError[] = [];
  // Serials are printed in capitals; comparing them so keeps "a123456" from registering A123456 twice.
  if (payload.serialCode != null) columns.serialCode = payload.serialCode.toUpperCase();
  if (payload.purchaseDate != null) columns.purchaseDate = payload.purchaseDate;
  if (payload.purchaseMethod != null) {
    const method = await findMasterValue(db, 'purchasing_methods', payload.purchaseMethod);
    if (method) columns.purchasingMethodId = method.id;
    else errors.push({ field: 'purchaseMethod', message: MESSAGE_CODES.purchaseMethodInvalid });
  }
  const dealer = payload.purchaseDealer;
  if (dealer === null) Object.assign(columns, { storeId: null, dealerName: null });
  else if (dealer?.store) {
    if (await storeExists(db, dealer.store.id))
      Object.assign(columns, { storeId: dealer.store.id, dealerName: null });
    else errors.push({ field: 'purchaseDealer', message: MESSAGE_CODES.purchaseDealerInvalid });
  } else if (dealer?.name) Object.assign(columns, { storeId: null, dealerName: dealer.name });
  if (errors.length > 0) throw new AppError('INVALID_INPUT', errors);
  return columns;
}

/**
 * docs/product.md#product-registration: a registration stays pending until serial, purchase date and method are all known, or while
 * the client asks to keep it pending; `pending: false` on an incomplete one is refused. Once registered it
 * stays registered (an edit cannot take it back to pending).
 */
export function statusOf(
  columns: Omit<RegistrationColumns, 'status'>,
  pending: boolean | undefined,
  current?: RegistrationStatus,
): RegistrationStatus {
  if (current === 'registered') return 'registered';
  const missing = missingRegistrationFields({
    serialCode: columns.serialCode,
    purchaseDate: columns.purchaseDate,
    purchaseMethod: columns.purchasingMethodId,
  });
  if (pending === false && missing.length > 0) throw new AppError('INVALID_INPUT', missing);
  return pending === true || missing.length > 0 ? 'pending' : 'registered';
}
