import { type Brand, resolveBrand, type ThemeName, themeOfBrand } from '@backstage/domain';
import { createContext, useContext } from 'react';
import { forgottenOnReload } from './page-load-state';
import { pageQueryParam } from './query-params';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

let pageBrand: Brand | undefined;
forgottenOnReload(() => {
  pageBrand = undefined;
});

/**
 * The brand of this page load (host, `?theme=`, stored theme), remembered. It is resolved once: in-app
 * navigation drops `?theme=roland`, and re-resolving then would switch to DW's theme and, worse, to DW's
 * credential store (docs/product.md#credentials) in the middle of a visit. An explicit location resolves afresh.
 */
export function currentBrand(
  location?: Pick<Location, 'hostname' | 'search'> & Partial<Pick<Location, 'hash'>>,
): Brand {
  if (!location && pageBrand) return pageBrand;
  const at = location ?? window.location;
  const brand = resolveBrand({
    host: at.hostname,
    queryTheme: pageQueryParam('theme', { search: at.search, hash: at.hash ?? '' }) ?? null,
    storedTheme: readStored(STORAGE_KEYS.theme),
  });
  writeStored(STORAGE_KEYS.theme, brand);
  if (!location) pageBrand = brand;
  return brand;
}

export interface BrandContextValue {
  brand: Brand;
  themeName: ThemeName;
}

/**
 * The page's brand as components read it. The theme provider fills it; it lives here, below the theme and
 * the UI kit, so that both can read the brand without importing each other.
 */
export const BrandContext = createContext<BrandContextValue>({ brand: 'DW', themeName: themeOfBrand('DW') });

/** The brand of this page and its theme name. */
export function useBrand(): BrandContextValue {
  return useContext(BrandContext);
}
