import { OWNERSHIP_DISPUTED, type Warranty } from '@backstage/domain';
import type { AnswerInfo } from '../questionnaires';
import type { CatalogueRefs } from './catalogue-refs';
import type { RegisteredProductRow } from './my-gear-repo';

/**
 * A registration as the API returns it (Registered product, docs/product.md#registered-product): nulls dropped, as for the User; the
 * dealer is `{ store, name }` for a store of the master list or `{ name }` for one typed freely; the warranty
 * as of today (docs/product.md#warranty).
 */
export function registeredProductView(
  row: RegisteredProductRow,
  refs: CatalogueRefs,
  answerInfos: AnswerInfo[],
  warranty: Warranty,
) {
  const store = row.storeId === null ? undefined : refs.stores.get(row.storeId);
  const method = row.purchasingMethodId === null ? undefined : refs.methods.get(row.purchasingMethodId);
  const dealer = store ? { store, name: store.name } : row.dealerName ? { name: row.dealerName } : undefined;
  // The product row exists: registered_products.product_id references it, so it is never deleted.
  const { categoryId, ...product } = refs.products.get(row.productId)!;
  return {
    id: row.id,
    product: { ...product, ...(categoryId !== null && { categoryId }) },
    ...(row.serialCode !== null && { serialCode: row.serialCode }),
    ...(row.purchaseDate !== null && { purchaseDate: row.purchaseDate }),
    ...(method && { purchaseMethod: method }),
    ...(dealer && { purchaseDealer: dealer }),
    status: row.status,
    ...(row.disputed && { ownership: OWNERSHIP_DISPUTED }),
    createDate: new Date(row.createDate).toISOString(),
    warranty,
    answerInfos,
  };
}

export type RegisteredProduct = ReturnType<typeof registeredProductView>;
