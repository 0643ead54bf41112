import type { WarrantyTerms } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** Replaces the warranty terms with the seed's (they are data, docs/product.md#warranty). */
export async function replaceWarrantyTerms(db: Queryable, terms: readonly WarrantyTerms[]): Promise<void> {
  const rows = terms.map((row) => ({
    brand: row.brand,
    category_id: row.categoryId,
    months: row.months,
    registration_bonus_months: row.registrationBonusMonths,
    registration_window_days: row.registrationWindowDays,
  }));
  await db.query('delete from warranty_terms');
  await db.query(
    `insert into warranty_terms (brand, category_id, months, registration_bonus_months, registration_window_days)
      select brand, category_id, months, registration_bonus_months, registration_window_days
      from json_populate_recordset(null::warranty_terms, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/** Every brand's and category's terms. */
export async function listWarrantyTerms(db: Queryable): Promise<WarrantyTerms[]> {
  const sql = `select brand, category_id as "categoryId", months,
      registration_bonus_months as "registrationBonusMonths", registration_window_days as "registrationWindowDays"
    from warranty_terms order by id`;
  return (await db.query<WarrantyTerms>(sql)).rows;
}
