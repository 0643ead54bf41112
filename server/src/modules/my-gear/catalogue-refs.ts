import type { Queryable } from '../../db/db';
import { masterValues, productSummaries, storeSummaries } from '../master-data';
import type { RegisteredProductRow } from './my-gear-repo';

/** The catalogue's products, purchase methods and dealers the rows refer to, each looked up once. */
export async function catalogueRefs(db: Queryable, rows: RegisteredProductRow[]) {
  const ids = <K extends 'productId' | 'purchasingMethodId' | 'storeId'>(key: K) =>
    rows.flatMap((row) => (row[key] === null ? [] : [row[key] as number]));
  const [products, methods, stores] = await Promise.all([
    productSummaries(db, ids('productId')),
    masterValues(db, 'purchasing_methods', ids('purchasingMethodId')),
    storeSummaries(db, ids('storeId')),
  ]);
  return { products, methods, stores };
}

export type CatalogueRefs = Awaited<ReturnType<typeof catalogueRefs>>;
