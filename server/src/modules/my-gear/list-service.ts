import type { MyGearSortMethod } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { answerInfosByRegisteredProduct } from '../questionnaires';
import { warrantyCalculator } from '../warranty';
import { type CatalogueRefs, catalogueRefs } from './catalogue-refs';
import { findRegisteredProduct, listRegisteredProducts, type RegisteredProductRow } from './my-gear-repo';
import { registeredProductView } from './registered-product-view';

/** docs/product.md#my-gear-calls GET users/{id}/registeredProducts: one page (perPage -1: all) in a sort order (docs/product.md#my-gear-list). */
export async function listMyGear(
  deps: Deps,
  userId: string,
  query: { sort: MyGearSortMethod; page: number; perPage: number },
) {
  const all = query.perPage === -1;
  const rows = await listRegisteredProducts(
    deps.db,
    userId,
    query.sort,
    all ? null : query.perPage,
    all ? 0 : (query.page - 1) * query.perPage,
  );
  const [answerInfos, refs, warranty] = await Promise.all([
    answerInfosByRegisteredProduct(
      deps.db,
      userId,
      rows.map((row) => row.id),
    ),
    catalogueRefs(deps.db, rows),
    warrantyCalculator(deps),
  ]);
  // An empty page does not carry the total; count again only then (a page past the end).
  const total = rows[0]?.total ?? (query.page > 1 ? await countOnly(deps, userId, query.sort) : 0);
  return {
    data: rows.map((row) =>
      registeredProductView(row, refs, answerInfos.get(row.id) ?? [], warranty.of(unitOf(row, refs))),
    ),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

async function countOnly(deps: Deps, userId: string, sort: MyGearSortMethod) {
  return (await listRegisteredProducts(deps.db, userId, sort, 1, 0))[0]?.total ?? 0;
}

/** One of the caller's registrations as the API returns it. */
export async function getRegisteredProduct(deps: Deps, userId: string, id: number) {
  const row = await findRegisteredProduct(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [answerInfos, refs, warranty] = await Promise.all([
    answerInfosByRegisteredProduct(deps.db, userId, [id]),
    catalogueRefs(deps.db, [row]),
    warrantyCalculator(deps),
  ]);
  return registeredProductView(row, refs, answerInfos.get(id) ?? [], warranty.of(unitOf(row, refs)));
}

// docs/product.md#warranty: the product's brand and category pick the terms; the first registration's date
// counts. A disputed registration has no warranty running (unknown) while support settles whose unit it is
// (docs/product.md#unit-ownership).
function unitOf(row: RegisteredProductRow, refs: CatalogueRefs) {
  const product = refs.products.get(row.productId)!;
  return {
    brand: product.brand.value,
    categoryId: product.categoryId,
    purchaseDate: row.disputed ? null : row.purchaseDate,
    registeredAt: row.createDate,
  };
}
