import type { AnswerInfo } from '../questionnaires/answer-info-view';
import type { RegisteredProductRow } from './my-gear-repo';

/**
 * A registration as the API returns it (spec §3 Registered product): nulls dropped, as for the User; the
 * dealer is `{ store, name }` for a store of the master list or `{ name }` for one typed freely.
 */
export function registeredProductView(row: RegisteredProductRow, answerInfos: AnswerInfo[]) {
  const dealer = row.store
    ? { store: row.store, name: row.store.name }
    : row.dealerName
      ? { name: row.dealerName }
      : undefined;
  const { categoryId, ...product } = row.product;
  return {
    id: row.id,
    product: { ...product, ...(categoryId !== null && { categoryId }) },
    ...(row.serialCode !== null && { serialCode: row.serialCode }),
    ...(row.purchaseDate !== null && { purchaseDate: row.purchaseDate }),
    ...(row.purchaseMethod !== null && { purchaseMethod: row.purchaseMethod }),
    ...(dealer && { purchaseDealer: dealer }),
    status: row.status,
    createDate: new Date(row.createDate).toISOString(),
    answerInfos,
  };
}

export type RegisteredProduct = ReturnType<typeof registeredProductView>;
