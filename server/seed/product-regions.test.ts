import { isProductRegionToken } from '@backstage/domain/product-regions';
import { describe, expect, it } from 'vitest';
import { readSeed } from './read-seed';

const products = readSeed<{ slug: string; regions?: string[] | null }>('products.json');
const limited = products.filter((p) => p.regions != null);

describe('products.json regions (where a product may be registered)', () => {
  it('limits a handful of market-specific products with known region tokens', () => {
    expect(limited.length).toBeGreaterThan(5);
    expect(limited.length).toBeLessThan(products.length / 10);
    for (const p of limited) {
      expect(p.regions!.length, p.slug).toBeGreaterThan(0);
      expect(
        p.regions!.filter((token) => !isProductRegionToken(token)),
        p.slug,
      ).toEqual([]);
    }
  });

  it('has the Japan-only and Americas-only models the registration tests rely on', () => {
    const regionsOf = (slug: string) => products.find((p) => p.slug === slug)?.regions;
    expect(regionsOf('taiko-1')).toEqual(['JP']);
    expect(regionsOf('rp107')).toEqual(['AMERICAS']);
    expect(regionsOf('fp-30x')).toBeUndefined();
  });
});
