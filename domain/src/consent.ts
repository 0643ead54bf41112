import type { Brand } from './brands';

const CONSENT_BRANDS: readonly Brand[] = ['ROLAND', 'BOSS', 'RVS'];

/** True for local development hosts, where the consent tool never runs. */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/** docs/product.md#consent-banner: the consent banner is enabled only for ROLAND, BOSS and RVS, and never on localhost. */
export function isConsentBannerEnabled(brand: Brand, host: string): boolean {
  return CONSENT_BRANDS.includes(brand) && !isLocalHost(host);
}
