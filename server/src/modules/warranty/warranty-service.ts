import { dayOf, type Warranty, type WarrantyTerms, warrantyOf, warrantyTermsFor } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { readSeed } from '../../db/seed';
import type { Deps } from '../../deps';
import { listWarrantyTerms, replaceWarrantyTerms } from './terms-repo';

/** What a unit's warranty is computed from: its product's brand and category, its purchase and first registration. */
export interface WarrantyUnit {
  brand: string;
  categoryId: number | null | undefined;
  purchaseDate: string | null | undefined;
  /** When the unit was first registered (it stays with the unit when it changes hands). */
  registeredAt: Date | string;
}

/** The seed step: `seed/warranty-terms.json` into `warranty_terms`, at every start. */
export async function seedWarrantyTerms(db: Queryable): Promise<void> {
  await replaceWarrantyTerms(db, readSeed<WarrantyTerms>('warranty-terms.json'));
}

/**
 * The warranty of units as of today by the portal's clock (the billing clock, which a test rig may move):
 * the terms are read once for all of them (docs/product.md#warranty).
 */
export async function warrantyCalculator(
  deps: Pick<Deps, 'db' | 'clock'>,
): Promise<{ today: string; terms: WarrantyTerms[]; of(unit: WarrantyUnit): Warranty }> {
  const terms = await listWarrantyTerms(deps.db);
  const today = dayOf(deps.clock.now());
  return {
    today,
    terms,
    of: (unit) =>
      warrantyOf(
        { purchaseDate: unit.purchaseDate, registeredOn: dayOf(unit.registeredAt) },
        warrantyTermsFor(terms, unit.brand, unit.categoryId),
        today,
      ),
  };
}
