import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { restrictedRedirect } from './restricted-redirect';
import { routeForPath } from './routes';
import { selectTools, TOOLS, toolDescription } from './tools';

describe('the tools list (docs/product.md#tools)', () => {
  it('has unique ids, known brands, en-US and ja-JP texts', () => {
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) {
      expect(tool.brands.every((brand) => BRANDS.includes(brand))).toBe(true);
      expect(tool.description['en-US']).toBeTruthy();
      expect(tool.description['ja-JP']).toBeTruthy();
    }
  });

  it('links only to the maker’s own sites and to screens of the portal', () => {
    for (const tool of TOOLS) {
      expect(restrictedRedirect(tool.siteUrl), tool.id).toBe(tool.siteUrl);
      if (tool.portalPath) expect(routeForPath(tool.portalPath), tool.id).toBeDefined();
    }
  });
});

describe('selectTools', () => {
  const fp30x = { slug: 'fp-30x', name: 'FP-30X', brand: 'ROLAND' };
  const ds1 = { slug: 'ds-1', name: 'DS-1', brand: 'BOSS' };
  const katana = { slug: 'katana-50-mkii', name: 'KATANA-50 MkII', brand: 'BOSS' };

  it('signed out lists the site brand’s tools, then the rest', () => {
    const { forGear, forBrand, more } = selectTools('BOSS');
    expect(forGear).toEqual([]);
    expect(forBrand.map((tool) => tool.id)).toEqual(['boss-tone-studio', 'boss-tone-exchange']);
    expect(forBrand.length + more.length).toBe(TOOLS.length);
  });

  it('puts the tools for My Gear first, naming the products they serve, once each', () => {
    const { forGear, forBrand, more } = selectTools('DW', [fp30x, katana, ds1, katana]);
    expect(forGear.map((match) => match.tool.id)).toEqual([
      'roland-piano-app',
      'piano-every-day',
      'boss-tone-studio',
      'boss-tone-exchange',
    ]);
    // BOSS Tone Exchange serves every BOSS product.
    expect(forGear[3]!.gear.map((product) => product.slug)).toEqual(['katana-50-mkii', 'ds-1']);
    expect(forBrand.map((tool) => tool.id)).toEqual(['dw-soundworks']);
    const ids = [...forGear.map((match) => match.tool.id), ...forBrand, ...more];
    expect(ids).toHaveLength(TOOLS.length);
  });

  it('a brand without tools of its own offers the whole group’s', () => {
    const { forBrand, more } = selectTools('PDP');
    expect(forBrand).toEqual([]);
    expect(more).toHaveLength(TOOLS.length);
  });

  it('reads the culture’s description, else en-US', () => {
    const tool = TOOLS[0]!;
    expect(toolDescription(tool, 'ja-JP')).toBe(tool.description['ja-JP']);
    expect(toolDescription(tool, 'en-JM')).toBe(tool.description['en-US']);
  });
});
