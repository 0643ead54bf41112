import { countries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  countryByName,
  countryOfCulture,
  LATIN_AMERICA_COUNTRIES,
  PART_OF_ANOTHER_COUNTRY,
  postalCodeFirst,
} from './countries';
import { CHINA, isChina, isLatinAmerica, LATIN_AMERICA } from './regions';

describe('countries', () => {
  it('lists ISO countries by English name, as geo lookup names them', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(countryByName('Japan')?.code).toBe('JP');
    expect(countryByCode('us')?.name).toBe('United States');
    expect(countryByName('Atlantis')).toBeUndefined();
  });

  it("leaves out exactly the territories the library's full data lists as part of another country", () => {
    const partOf = Object.entries(countries).filter(([, data]) => 'partOf' in data);
    expect(new Set(partOf.map(([code]) => code))).toEqual(PART_OF_ANOTHER_COUNTRY);
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual(
      Object.keys(countries)
        .filter((code) => !PART_OF_ANOTHER_COUNTRY.has(code))
        .sort(),
    );
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

  it("names the region rules' countries exactly as the country list does", () => {
    expect(countryByCode(CHINA.code)?.name).toBe(CHINA.name);
    for (const [code, name] of Object.entries(LATIN_AMERICA)) expect(countryByCode(code)?.name).toBe(name);
    expect(LATIN_AMERICA_COUNTRIES).toHaveLength(Object.keys(LATIN_AMERICA).length);
  });

  it('writes Japanese addresses postal code first', () => {
    expect(postalCodeFirst('Japan')).toBe(true);
    expect(postalCodeFirst('United States')).toBe(false);
    expect(postalCodeFirst('')).toBe(false);
  });
});
