import { BRANDS, type Brand } from '@backstage/domain/brands';
import { REGISTRATION_CATEGORIES } from '@backstage/domain/registration-categories';
import { describe, expect, it } from 'vitest';
import { duplicates, readSeed, readSeedText } from './read-seed';

interface Product {
  slug: string;
  name: string;
  brand: string;
  modelCode: string;
  categoryId: number | null;
  meta?: string | null;
  partsNeedInternalAccess?: boolean;
}

// The domain owns the registration categories (docs/product.md#registration-categories); PROAV registers as Video, the rest have none.
const categoryIdsOf = (brand: 'Roland' | 'Boss') =>
  REGISTRATION_CATEGORIES.filter((c) => c.brand === brand).map((c) => c.id);
const allowedCategories: Record<Brand, readonly (number | null)[]> = {
  ROLAND: categoryIdsOf('Roland'),
  BOSS: categoryIdsOf('Boss'),
  PROAV: [23],
  RVS: [null],
  DW: [null],
  PDP: [null],
  LPMUSIC: [null],
  DRUMSHOP: [null],
  SLINGERLAND: [null],
};

const products = readSeed<Product>('products.json');

describe('products.json', () => {
  it('is a 2-space indented array of 400 to 600 products', () => {
    expect(readSeedText('products.json')).toBe(`${JSON.stringify(products, null, 2)}\n`);
    expect(products.length).toBeGreaterThanOrEqual(400);
    expect(products.length).toBeLessThanOrEqual(600);
  });

  it('marks parts needing internal access only with true, on Roland pianos and organs (ADR 071)', () => {
    const marked = products.filter((p) => 'partsNeedInternalAccess' in p);
    expect(marked.filter((p) => p.partsNeedInternalAccess !== true)).toEqual([]);
    expect(marked.filter((p) => p.brand !== 'ROLAND' || ![1, 3].includes(p.categoryId ?? 0))).toEqual([]);
    expect(marked.length).toBeGreaterThan(0);
  });

  it('has unique lower-case kebab slugs', () => {
    expect(duplicates(products.map((p) => p.slug))).toEqual([]);
    expect(products.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug))).toEqual([]);
  });

  it('has unique upper-case model codes of at most 16 characters', () => {
    expect(duplicates(products.map((p) => p.modelCode))).toEqual([]);
    const bad = products.filter((p) => p.modelCode.length > 16 || p.modelCode !== p.modelCode.toUpperCase());
    expect(bad).toEqual([]);
  });

  it('uses only the nine brands, each with its own registration categories', () => {
    const misplaced = products.filter((p) => !allowedCategories[p.brand as Brand]?.includes(p.categoryId));
    expect(misplaced).toEqual([]);
  });

  it('offers products for every brand and every registration category', () => {
    const brands = new Set(products.map((p) => p.brand));
    expect([...brands].sort()).toEqual([...BRANDS].sort());
    const categories = new Set(products.map((p) => p.categoryId));
    for (const { id } of REGISTRATION_CATEGORIES) expect(categories, `category ${id}`).toContain(id);
  });

  it('carries meta as a JSON string of an object whose keys do not shadow product fields', () => {
    for (const p of products) {
      if (p.meta == null) continue;
      const meta: unknown = JSON.parse(p.meta);
      expect(meta, p.slug).toBeTypeOf('object');
      expect(
        Object.keys(meta as object).filter((key) => key in p),
        p.slug,
      ).toEqual([]);
    }
  });

  it('finds products by the model codes printed on registration cards', () => {
    const byCode = new Map(products.map((p) => [p.modelCode, p]));
    expect(byCode.get('FP-30X')).toMatchObject({ slug: 'fp-30x', brand: 'ROLAND', categoryId: 1 });
    expect(byCode.get('DS-1')).toMatchObject({ brand: 'BOSS', categoryId: 12 });
    expect(byCode.get('V-160HD')).toMatchObject({ brand: 'PROAV', categoryId: 23 });
    expect(byCode.get('DWCP9000')).toMatchObject({ brand: 'DW', categoryId: null });
  });
});
