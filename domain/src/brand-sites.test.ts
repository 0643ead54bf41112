import { describe, expect, it } from 'vitest';
import { BRAND_SITES, brandSiteHost, homesOrder } from './brand-sites';
import { REDIRECT_ALLOWLIST, restrictedRedirect } from './restricted-redirect';

describe('brand sites (docs/product.md#homes)', () => {
  it('are exactly the restricted-redirect allowlist, one origin per brand', () => {
    expect(Object.values(BRAND_SITES).sort()).toEqual([...REDIRECT_ALLOWLIST].sort());
    for (const site of Object.values(BRAND_SITES)) expect(restrictedRedirect(site)).toBe(`${site}/`);
  });

  it('reads hosts without www', () => {
    expect(brandSiteHost('BOSS')).toBe('boss.info');
    expect(brandSiteHost('PROAV')).toBe('proav.roland.com');
  });

  it('puts the current brand first, then brands with gear, then the rest in the spec order', () => {
    expect(homesOrder('PDP', ['BOSS', 'DW'])).toEqual([
      'PDP',
      'BOSS',
      'DW',
      'ROLAND',
      'PROAV',
      'RVS',
      'LPMUSIC',
      'DRUMSHOP',
      'SLINGERLAND',
    ]);
    expect(homesOrder('ROLAND', ['ROLAND'])[0]).toBe('ROLAND');
  });
});
