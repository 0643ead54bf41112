import { describe, expect, it } from 'vitest';
import { duplicates, readSeed, readSeedText } from './read-seed';

interface Store {
  name: string;
  countryCode: string;
  stateProvince: string | null;
  city: string;
  url: string | null;
  meta: string | null;
}

interface StateProvince {
  countryCode: string;
  code: string;
}

const stores = readSeed<Store>('stores.json');
const stateProvinces = readSeed<StateProvince>('state-provinces.json');
const countriesWithStates = new Set(stateProvinces.map((s) => s.countryCode));

describe('stores.json', () => {
  it('is a 2-space indented array of at least 150 dealers', () => {
    expect(readSeedText('stores.json')).toBe(`${JSON.stringify(stores, null, 2)}\n`);
    expect(stores.length).toBeGreaterThanOrEqual(150);
  });

  // Name and city together are the natural key the server upserts by.
  it('lists each dealer once per city', () => {
    expect(duplicates(stores.map((s) => `${s.name}|${s.city}`))).toEqual([]);
  });

  it('gives every dealer a name, an ISO country code and a city', () => {
    const bad = stores.filter((s) => !s.name.trim() || !/^[A-Z]{2}$/.test(s.countryCode) || !s.city.trim());
    expect(bad).toEqual([]);
  });

  it('names a known state or province exactly where the country has a list of them', () => {
    const known = new Set(stateProvinces.map((s) => `${s.countryCode}-${s.code}`));
    const bad = stores.filter((s) =>
      countriesWithStates.has(s.countryCode)
        ? !known.has(`${s.countryCode}-${s.stateProvince}`)
        : s.stateProvince !== null,
    );
    expect(bad).toEqual([]);
  });

  it('links only to https addresses', () => {
    expect(stores.filter((s) => s.url !== null && !s.url.startsWith('https://'))).toEqual([]);
  });
});
