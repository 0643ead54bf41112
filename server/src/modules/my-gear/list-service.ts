import type { MyGearSortMethod } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import { answerInfosByRegisteredProduct } from '../questionnaires/answer-info-service';
import { findRegisteredProduct, listRegisteredProducts } from './my-gear-repo';
import { registeredProductView } from './registered-product-view';

/** Spec §7 GET users/{id}/registeredProducts: one page (perPage -1: all) in a spec §2 sort order. */
export async function listMyGear(
  ctx: AccountContext,
  userId: string,
  query: { sort: MyGearSortMethod; page: number; perPage: number },
) {
  const all = query.perPage === -1;
  const rows = await listRegisteredProducts(
    ctx.db,
    userId,
    query.sort,
    all ? null : query.perPage,
    all ? 0 : (query.page - 1) * query.perPage,
  );
  const answerInfos = await answerInfosByRegisteredProduct(
    ctx.db,
    userId,
    rows.map((row) => row.id),
  );
  // An empty page does not carry the total; count again only then (a page past the end).
  const total = rows[0]?.total ?? (query.page > 1 ? await countOnly(ctx, userId, query.sort) : 0);
  return {
    data: rows.map((row) => registeredProductView(row, answerInfos.get(row.id) ?? [])),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

async function countOnly(ctx: AccountContext, userId: string, sort: MyGearSortMethod) {
  return (await listRegisteredProducts(ctx.db, userId, sort, 1, 0))[0]?.total ?? 0;
}

/** One of the caller's registrations as the API returns it. */
export async function getRegisteredProduct(ctx: AccountContext, userId: string, id: number) {
  const row = await findRegisteredProduct(ctx.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const answerInfos = await answerInfosByRegisteredProduct(ctx.db, userId, [id]);
  return registeredProductView(row, answerInfos.get(id) ?? []);
}
