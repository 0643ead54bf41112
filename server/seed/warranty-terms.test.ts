import { BRANDS } from '@backstage/domain/brands';
import { REGISTRATION_CATEGORIES } from '@backstage/domain/registration-categories';
import type { WarrantyTerms } from '@backstage/domain/warranty';
import { describe, expect, it } from 'vitest';
import { duplicates, readSeed, readSeedText } from './read-seed';

const terms = readSeed<WarrantyTerms>('warranty-terms.json');

describe('warranty-terms.json (docs/product.md#warranty, ADR 066)', () => {
  it('is a 2-space indented JSON array', () => {
    expect(readSeedText('warranty-terms.json')).toBe(`${JSON.stringify(terms, null, 2)}\n`);
  });

  it('gives every brand its own terms, so every product has a warranty', () => {
    for (const brand of BRANDS) {
      expect(
        terms.filter((row) => row.brand === brand && row.categoryId === null),
        brand,
      ).toHaveLength(1);
    }
  });

  it('names each brand and category once, with categories of that brand', () => {
    expect(duplicates(terms.map((row) => `${row.brand}/${row.categoryId}`))).toEqual([]);
    const known = new Set(REGISTRATION_CATEGORIES.map((c) => c.id));
    for (const row of terms) {
      expect(BRANDS).toContain(row.brand);
      if (row.categoryId !== null)
        expect(known.has(row.categoryId), `${row.brand}/${row.categoryId}`).toBe(true);
    }
  });

  it('holds whole, non-negative months and a window wherever registration adds months', () => {
    for (const row of terms) {
      for (const n of [row.months, row.registrationBonusMonths, row.registrationWindowDays])
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      expect(row.months).toBeGreaterThan(0);
      if (row.registrationBonusMonths > 0) expect(row.registrationWindowDays).toBeGreaterThan(0);
    }
  });
});
