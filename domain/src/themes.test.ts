import { describe, expect, it } from 'vitest';
import { BRANDS, brandClientId, isDrumBrand } from './brands';
import { BRAND_THEMES, brandFromHost, resolveBrand, themeOfBrand } from './themes';

describe('resolveBrand (docs/product.md#themes)', () => {
  it.each([
    ['default is DW', { host: 'localhost' }, 'DW'],
    ['host name picks the brand', { host: 'backstage.roland.com' }, 'ROLAND'],
    ['drum host', { host: 'backstage.pdpdrums.com' }, 'PDP'],
    ['query sets a non-drum brand', { host: 'localhost', queryTheme: 'boss' }, 'BOSS'],
    ['query overrides a non-drum host', { host: 'backstage.roland.com', queryTheme: 'rvs' }, 'RVS'],
    ['query never selects a drum brand', { host: 'localhost', queryTheme: 'pdp' }, 'DW'],
    ['query never overrides a drum host', { host: 'lpmusic.localhost', queryTheme: 'roland' }, 'LPMUSIC'],
    ['unknown query brand → first brand', { host: 'localhost', queryTheme: 'yamaha' }, 'ROLAND'],
    ['stored drum theme kept', { host: 'localhost', storedTheme: 'SLINGERLAND' }, 'SLINGERLAND'],
    ['stored non-drum theme → DW', { host: 'localhost', storedTheme: 'ROLAND' }, 'DW'],
    ['stored unknown theme → DW', { host: 'localhost', storedTheme: 'nonsense' }, 'DW'],
    ['stored lower-case drum theme kept', { host: 'localhost', storedTheme: 'pdp' }, 'PDP'],
    ['host beats the stored theme', { host: 'www.boss.info', storedTheme: 'PDP' }, 'BOSS'],
    ['query beats the stored theme', { host: 'localhost', queryTheme: 'PROAV', storedTheme: 'DW' }, 'PROAV'],
    [
      'drum query falls back to stored',
      { host: 'localhost', queryTheme: 'dw', storedTheme: 'LPMUSIC' },
      'LPMUSIC',
    ],
    ['drum host beats stored theme', { host: 'dwdrums.com', storedTheme: 'PDP' }, 'DW'],
    ['empty query is ignored', { host: 'proav.roland.com', queryTheme: '' }, 'PROAV'],
  ] as const)('%s', (_, inputs, expected) => {
    expect(resolveBrand(inputs)).toBe(expected);
  });
});

describe('brand themes', () => {
  it('maps drum brands to the dw theme and others to their own', () => {
    expect(themeOfBrand('PDP')).toBe('dw');
    expect(themeOfBrand('SLINGERLAND')).toBe('dw');
    expect(themeOfBrand('RVS')).toBe('rvs');
    expect(themeOfBrand('ROLAND')).toBe('roland');
  });

  it.each([
    ['backstage.roland.com', 'ROLAND'],
    ['www.roland.co.jp', 'ROLAND'],
    ['backstage.boss.info', 'BOSS'],
    ['proav.roland.com', 'PROAV'],
    ['www.rolandcloud.com', 'RVS'],
    ['backstage.dwdrums.com', 'DW'],
    ['backstage.pdpdrums.com', 'PDP'],
    ['pdpdrums.localhost', 'PDP'],
    ['www.lpmusic.com', 'LPMUSIC'],
    ['dwdrumshop.com', 'DRUMSHOP'],
    ['drumshop.dwdrums.com', 'DRUMSHOP'],
    ['slingerland.localhost:3000', 'SLINGERLAND'],
    ['BACKSTAGE.BOSS.INFO', 'BOSS'],
    ['example.com', undefined],
    ['notroland.com', undefined],
    ['constructor.localhost', undefined],
    ['localhost:3000', undefined],
  ] as const)('host %s → %s', (host, expected) => {
    expect(brandFromHost(host)).toBe(expected);
  });

  it('has nine brands, five of them drum brands, with lower-case client ids', () => {
    expect(BRANDS).toHaveLength(9);
    expect(BRANDS.filter(isDrumBrand)).toEqual(['DW', 'PDP', 'LPMUSIC', 'DRUMSHOP', 'SLINGERLAND']);
    expect(BRANDS.map(brandClientId)).toContain('lpmusic');
  });

  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  // Primary and secondary also serve as link and icon colours on the page, so they are checked as text too.
  it.each(Object.entries(BRAND_THEMES))('%s palette meets WCAG AA contrast', (_, p) => {
    for (const [fg, bg] of [
      [p.text, p.background],
      [p.text, p.surface],
      [p.textMuted, p.background],
      [p.textMuted, p.surface],
      [p.onPrimary, p.primary],
      [p.onSecondary, p.secondary],
      [p.primary, p.surface],
      [p.primary, p.background],
      [p.secondary, p.surface],
      [p.secondary, p.background],
    ] as const) {
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
