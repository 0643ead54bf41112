import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  countryByName,
  countryOfCulture,
  isChina,
  isLatinAmerica,
  LATIN_AMERICA_COUNTRIES,
  postalCodeFirst,
} from './countries';

describe('countries', () => {
  it('lists ISO countries by English name, as geo lookup names them', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(countryByName('Japan')?.code).toBe('JP');
    expect(countryByCode('us')?.name).toBe('United States');
    expect(countryByName('Atlantis')).toBeUndefined();
  });

  it('finds the country a culture code names, none for International English', () => {
    expect(countryOfCulture('ja-JP')?.name).toBe('Japan');
    expect(countryOfCulture('Lt-sr-SP')?.name).toBe('Serbia');
    expect(countryOfCulture('en-JM')).toBeUndefined();
    expect(countryOfCulture('')).toBeUndefined();
  });

  it('recognises China and Latin America (not Mexico, which has es-MX)', () => {
    expect(isChina('China')).toBe(true);
    expect(isChina('Japan')).toBe(false);
    expect(isLatinAmerica('Costa Rica')).toBe(true);
    expect(isLatinAmerica('Brazil')).toBe(true);
    expect(isLatinAmerica('Mexico')).toBe(false);
    expect(isLatinAmerica(undefined)).toBe(false);
    expect(LATIN_AMERICA_COUNTRIES.map((c) => c.code)).toContain('AR');
  });

  it('writes Japanese addresses postal code first', () => {
    expect(postalCodeFirst('Japan')).toBe(true);
    expect(postalCodeFirst('United States')).toBe(false);
    expect(postalCodeFirst('')).toBe(false);
  });
});
