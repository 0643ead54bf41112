import { describe, expect, it } from 'vitest';
import {
  cultureCountryCode,
  isProductRegionToken,
  productAvailableIn,
  userRegionCode,
} from './product-regions';

describe('product regions (docs/product.md#product-regions "cannot be added in your Region/Country")', () => {
  it('lets a product without regions be registered anywhere, even from an unknown region', () => {
    expect(productAvailableIn(null, 'DE')).toBe(true);
    expect(productAvailableIn(undefined, undefined)).toBe(true);
  });

  it('matches country codes and continent groups', () => {
    expect(productAvailableIn(['JP'], 'JP')).toBe(true);
    expect(productAvailableIn(['JP'], 'US')).toBe(false);
    expect(productAvailableIn(['AMERICAS'], 'BR')).toBe(true);
    expect(productAvailableIn(['AMERICAS'], 'CA')).toBe(true);
    expect(productAvailableIn(['AMERICAS'], 'GB')).toBe(false);
    expect(productAvailableIn(['JP', 'EUROPE'], 'DE')).toBe(true);
  });

  it('refuses a limited product when the user’s region is unknown', () => {
    expect(productAvailableIn(['US'], undefined)).toBe(false);
    expect(productAvailableIn(['US'], 'XX')).toBe(false);
  });

  it('knows the tokens a catalogue may use', () => {
    expect(['JP', 'US', 'AMERICAS', 'EUROPE'].every(isProductRegionToken)).toBe(true);
    expect(['jp', 'Americas', 'XX', 'EU', ''].some(isProductRegionToken)).toBe(false);
  });

  it('takes the user’s region from the profile country, else from the culture code', () => {
    expect(userRegionCode({ country: 'Japan', cultureCode: 'en-US' })).toBe('JP');
    expect(userRegionCode({ country: null, cultureCode: 'ja-JP' })).toBe('JP');
    expect(userRegionCode({ country: 'Atlantis', cultureCode: 'de-AT' })).toBe('AT');
    expect(userRegionCode({ cultureCode: 'en-JM' })).toBeUndefined();
    expect(cultureCountryCode('Lt-sr-SP')).toBe('RS');
    expect(cultureCountryCode('es-CR')).toBe('CR');
    expect(cultureCountryCode('xx-YY')).toBeUndefined();
  });
});
