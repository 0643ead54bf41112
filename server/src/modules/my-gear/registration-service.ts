import type { ProductRef, RegisteredProductPayload, RegisteredProductUpdate } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import type { UserRow } from '../accounts/user-repo';
import { findProduct } from './catalogue-repo';
import { getRegisteredProduct } from './list-service';
import { assertProductInUserRegion } from './region-rule';
import {
  deleteRegistration,
  findRegistration,
  insertRegistration,
  type RegistrationColumns,
  updateRegistration,
} from './registered-product-repo';
import { resolveFields, statusOf } from './registration-input';

const EMPTY = {
  serialCode: null,
  purchaseDate: null,
  purchasingMethodId: null,
  storeId: null,
  dealerName: null,
};

async function requireProduct(ctx: AccountContext, ref: ProductRef) {
  const product = await findProduct(ctx.db, ref);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/**
 * Spec §7 POST users/{id}/registeredProducts: the product must exist and be sold in the user's region; the
 * same product and serial twice is refused (spec §8). Incomplete or `pending: true` gives a pending one.
 */
export async function registerProduct(ctx: AccountContext, user: UserRow, payload: RegisteredProductPayload) {
  const product = await requireProduct(ctx, payload.product);
  assertProductInUserRegion(user, product);
  const fields = { ...EMPTY, ...(await resolveFields(ctx.db, payload)), productId: product.id };
  const columns: RegistrationColumns = { ...fields, status: statusOf(fields, payload.pending) };
  const id = await insertRegistration(ctx.db, user.id, columns);
  if (id === undefined) throw new AppError('PRODUCT_ALREADY_REGISTERED');
  return getRegisteredProduct(ctx, user.id, id);
}

/**
 * Spec §7 PUT registeredProducts/{id}: edits the caller's registration or completes a pending one
 * ("Continue"). Another user's registration is simply not found, and nothing changes.
 */
export async function editRegistration(
  ctx: AccountContext,
  user: UserRow,
  id: number,
  payload: RegisteredProductUpdate,
) {
  const current = await findRegistration(ctx.db, user.id, id);
  if (!current) throw new AppError('NOT_FOUND');
  const product = payload.product ? await requireProduct(ctx, payload.product) : undefined;
  if (product && product.id !== current.productId) assertProductInUserRegion(user, product);
  const fields = {
    ...current,
    ...(await resolveFields(ctx.db, payload)),
    productId: product?.id ?? current.productId,
  };
  const columns: RegistrationColumns = {
    ...fields,
    status: statusOf(fields, payload.pending, current.status),
  };
  const result = await updateRegistration(ctx.db, user.id, id, columns);
  if (result === 'duplicate') throw new AppError('PRODUCT_ALREADY_REGISTERED');
  if (result === 'missing') throw new AppError('NOT_FOUND');
  return getRegisteredProduct(ctx, user.id, id);
}

/** Spec §4 unregister: deletes the caller's registration and its survey answers for good. */
export async function unregisterProduct(ctx: AccountContext, userId: string, id: number): Promise<void> {
  if (!(await deleteRegistration(ctx.db, userId, id))) throw new AppError('NOT_FOUND');
}
