import { BRANDS, type Brand, isBrand, isDrumBrand } from './brands';

/** Colour themes: every drum brand shares the DW theme (docs/product.md#themes). */
export type ThemeName = 'roland' | 'boss' | 'proav' | 'rvs' | 'dw';

export interface BrandPalette {
  mode: 'light' | 'dark';
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
}

/** Palettes chosen so every text/background pair meets WCAG AA (4.5:1); a test guards it. */
export const BRAND_THEMES: Record<ThemeName, BrandPalette> = {
  roland: {
    mode: 'light',
    primary: '#d50c1f',
    onPrimary: '#ffffff',
    secondary: '#1a1a1a',
    onSecondary: '#ffffff',
    background: '#f5f5f5',
    surface: '#ffffff',
    text: '#1a1a1a',
    textMuted: '#555555',
  },
  boss: {
    mode: 'dark',
    primary: '#4aa8ff',
    onPrimary: '#0a0a0a',
    secondary: '#e8e8e8',
    onSecondary: '#0a0a0a',
    background: '#0a0a0a',
    surface: '#1b1b1d',
    text: '#f2f2f2',
    textMuted: '#b4b4b8',
  },
  proav: {
    mode: 'light',
    primary: '#0b3d91',
    onPrimary: '#ffffff',
    secondary: '#00796b',
    onSecondary: '#ffffff',
    background: '#f2f5fa',
    surface: '#ffffff',
    text: '#0f1b2d',
    textMuted: '#4a5568',
  },
  rvs: {
    mode: 'dark',
    primary: '#2ee6c9',
    onPrimary: '#08131a',
    secondary: '#b59cff',
    onSecondary: '#08131a',
    background: '#08131a',
    surface: '#13222b',
    text: '#eef6f8',
    textMuted: '#a7bcc4',
  },
  dw: {
    mode: 'dark',
    primary: '#c9a227',
    onPrimary: '#111111',
    secondary: '#e5e5e5',
    onSecondary: '#111111',
    background: '#111111',
    surface: '#1e1e1e',
    text: '#f5f5f5',
    textMuted: '#b8b8b8',
  },
};

/** The theme a brand is drawn in: drum brands map to dw. */
export function themeOfBrand(brand: Brand): ThemeName {
  return isDrumBrand(brand) ? 'dw' : (brand.toLowerCase() as ThemeName);
}

// Host labels of the brands' sites (roland.com, boss.info, proav.roland.com, rolandcloud.com, dwdrums.com,
// pdpdrums.com, lpmusic.com, dwdrumshop.com, slingerland.com). Hosts are read label by label from the left,
// so `backstage.pdpdrums.com` and `pdpdrums.localhost` both select PDP and the most specific label wins
// (`proav.roland.com` is PROAV, `drumshop.dwdrums.com` is DRUMSHOP).
const HOST_LABELS = new Map<string, Brand>(
  Object.entries({
    roland: 'ROLAND',
    boss: 'BOSS',
    proav: 'PROAV',
    rolandproav: 'PROAV',
    rolandcloud: 'RVS',
    rvs: 'RVS',
    dw: 'DW',
    dwdrums: 'DW',
    pdp: 'PDP',
    pdpdrums: 'PDP',
    lp: 'LPMUSIC',
    lpmusic: 'LPMUSIC',
    drumshop: 'DRUMSHOP',
    dwdrumshop: 'DRUMSHOP',
    slingerland: 'SLINGERLAND',
  }) as [string, Brand][],
);

/** The brand whose site the host name belongs to, if any (port ignored). */
export function brandFromHost(host: string): Brand | undefined {
  const labels = host.trim().toLowerCase().replace(/:\d+$/, '').split('.');
  for (const label of labels) {
    const brand = HOST_LABELS.get(label);
    if (brand) return brand;
  }
  return undefined;
}

/** Parses a brand name as given in a query or storage: unknown names fall back to the first brand. */
export function parseBrandName(value: string): Brand {
  const upper = value.trim().toUpperCase();
  return isBrand(upper) ? upper : BRANDS[0];
}

export interface BrandInputs {
  host: string;
  queryTheme?: string | null;
  storedTheme?: string | null;
}

/**
 * docs/product.md#themes: the host picks the brand; on a non-drum host `?theme=` may set a non-drum brand; a drum-brand
 * host is never overridden by the query. Without host or query, a stored drum-brand theme is kept and any
 * other stored theme falls back to DW; the default is DW.
 */
export function resolveBrand({ host, queryTheme, storedTheme }: BrandInputs): Brand {
  const hostBrand = brandFromHost(host);
  if (hostBrand && isDrumBrand(hostBrand)) return hostBrand;
  if (queryTheme) {
    const queried = parseBrandName(queryTheme);
    if (!isDrumBrand(queried)) return queried;
  }
  if (hostBrand) return hostBrand;
  if (storedTheme) {
    const stored = parseBrandName(storedTheme);
    return isBrand(storedTheme.toUpperCase()) && isDrumBrand(stored) ? stored : 'DW';
  }
  return 'DW';
}
