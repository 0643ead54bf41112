import { type Brand, resolveBrand } from '@backstage/domain';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';

/** Resolves the brand for this page load (host, `?theme=`, stored theme) and remembers it. */
export function currentBrand(location: Pick<Location, 'hostname' | 'search'> = window.location): Brand {
  const brand = resolveBrand({
    host: location.hostname,
    queryTheme: new URLSearchParams(location.search).get('theme'),
    storedTheme: readStored(STORAGE_KEYS.theme),
  });
  writeStored(STORAGE_KEYS.theme, brand);
  return brand;
}
