import type { UserProductResponse } from '@backstage/domain';
import { productName } from './catalogue';
import type { UserProductRow } from './user-product-repo';

/** A member's product as `user-products` answers it. */
export const userProductView = (row: UserProductRow): UserProductResponse => ({
  productCode: row.productCode,
  name: productName(row.productCode),
  type: row.type,
  ruleType: row.ruleType as UserProductResponse['ruleType'],
  serialCode: row.serialCode,
  key: row.key,
  createDate: row.createDate.toISOString(),
});
