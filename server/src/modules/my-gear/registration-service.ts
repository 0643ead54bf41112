import type { ProductRef, RegisteredProductPayload, RegisteredProductUpdate } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import { findProduct } from '../master-data';
import type { RegistrationHolds } from './edit-guard';
import { getRegisteredProduct } from './list-service';
import { chargeDisputeBudget, holderOf, startDispute } from './ownership-dispute';
import { assertProductInUserRegion } from './region-rule';
import {
  deleteRegistration,
  findRegistration,
  insertRegistration,
  type RegistrationColumns,
  updateRegistration,
} from './registered-product-repo';
import type { RegisteredProduct } from './registered-product-view';
import { resolveFields, statusOf } from './registration-input';
import type { DisputeDesk, DisputeOrigin } from './unit-disputes';

const EMPTY = {
  serialCode: null,
  purchaseDate: null,
  purchasingMethodId: null,
  storeId: null,
  dealerName: null,
  disputed: false,
};

async function requireProduct(deps: Deps, ref: ProductRef) {
  const product = await findProduct(deps.db, ref);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/**
 * docs/product.md#my-gear-calls POST users/{id}/registeredProducts: the product must exist and be sold in the user's region; the
 * same product and serial twice is refused (docs/product.md#product-registration). Incomplete or `pending: true` gives a pending one.
 * A unit another account holds starts the dispute path instead of a second owner (docs/product.md#unit-ownership).
 */
export async function registerProduct(
  deps: Deps,
  user: UserRow,
  payload: RegisteredProductPayload,
  desk: DisputeDesk,
  origin: DisputeOrigin,
) {
  const product = await requireProduct(deps, payload.product);
  assertProductInUserRegion(user, product);
  const fields = { ...EMPTY, ...(await resolveFields(deps.db, payload)), productId: product.id };
  const columns: RegistrationColumns = { ...fields, status: statusOf(fields, payload.pending) };
  let holder = await holderOf(deps, user.id, fields);
  if (!holder) {
    const id = await insertRegistration(deps.db, user.id, columns);
    if (id === 'duplicate') throw new AppError('PRODUCT_ALREADY_REGISTERED');
    if (id !== 'held') return getRegisteredProduct(deps, user.id, id);
    // Another account completed the same unit meanwhile: a dispute after all.
    holder = await holderOf(deps, user.id, fields);
    if (!holder) throw new AppError('PRODUCT_REGISTRATION_FAILED');
  }
  await chargeDisputeBudget(deps, user.id, origin);
  const id = await insertRegistration(deps.db, user.id, { ...columns, status: 'pending', disputed: true });
  if (id === 'duplicate') throw new AppError('PRODUCT_ALREADY_REGISTERED');
  if (id === 'held') throw new AppError('PRODUCT_REGISTRATION_FAILED');
  return startDispute(deps, desk, {
    claimant: user,
    registrationId: id,
    holder,
    origin,
    undo: () => deleteRegistration(deps.db, user.id, id),
  });
}

/**
 * docs/product.md#my-gear-calls PUT registeredProducts/{id}: edits the caller's registration or completes a pending one
 * ("Continue"). Another user's registration is simply not found, and nothing changes. A disputed one stays
 * pending while the unit is held elsewhere, and completes as usual once it is not; a pending one naming a unit
 * held elsewhere starts a dispute; a completed one cannot move onto such a unit (docs/product.md#unit-ownership).
 */
export async function editRegistration(
  deps: Deps,
  user: UserRow,
  id: number,
  payload: RegisteredProductUpdate,
  hooks: { holds: RegistrationHolds; desk: DisputeDesk; origin: DisputeOrigin },
  retried = false,
): Promise<RegisteredProduct> {
  const current = await findRegistration(deps.db, user.id, id);
  if (!current) throw new AppError('NOT_FOUND');
  // Frozen while offered: acceptance moves what the recipient was shown (docs/decisions/074-*).
  if (await hooks.holds.isBeingHandedOn(id)) throw new AppError('REGISTRATION_BEING_HANDED_ON');
  // The first complete registration fixes the purchase date, and so where the warranty runs from; only
  // support corrects it (docs/product.md#warranty).
  const fixedDate = current.status === 'registered' && current.purchaseDate;
  if (fixedDate && payload.purchaseDate != null && payload.purchaseDate !== fixedDate)
    throw new AppError('PURCHASE_DATE_FIXED');
  const product = payload.product ? await requireProduct(deps, payload.product) : undefined;
  if (product && product.id !== current.productId) assertProductInUserRegion(user, product);
  const fields = {
    ...current,
    ...(await resolveFields(deps.db, payload)),
    productId: product?.id ?? current.productId,
  };
  const status = statusOf(fields, payload.pending, current.status);
  const holder = await holderOf(deps, user.id, fields);
  if (holder && current.status === 'registered') throw new AppError('UNIT_REGISTERED_ELSEWHERE');
  if (holder && !current.disputed) await chargeDisputeBudget(deps, user.id, hooks.origin);
  const columns: RegistrationColumns = holder
    ? { ...fields, status: 'pending', disputed: true }
    : { ...fields, status, disputed: false };
  const result = await updateRegistration(deps.db, user.id, id, columns);
  if (result === 'duplicate') throw new AppError('PRODUCT_ALREADY_REGISTERED');
  if (result === 'missing') throw new AppError('NOT_FOUND');
  // Another account completed the same unit meanwhile: looked at once more, it is held now.
  if (result === 'held') {
    if (retried) throw new AppError('PRODUCT_REGISTRATION_FAILED');
    return editRegistration(deps, user, id, payload, hooks, true);
  }
  if (holder && !current.disputed)
    return startDispute(deps, hooks.desk, {
      claimant: user,
      registrationId: id,
      holder,
      origin: hooks.origin,
      undo: () => updateRegistration(deps.db, user.id, id, current),
    });
  return getRegisteredProduct(deps, user.id, id);
}

/** unregister (docs/product.md#product-registration): deletes the caller's registration and its survey answers for good. */
export async function unregisterProduct(deps: Deps, userId: string, id: number): Promise<void> {
  if (!(await deleteRegistration(deps.db, userId, id))) throw new AppError('NOT_FOUND');
}
