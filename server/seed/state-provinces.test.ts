import { describe, expect, it } from 'vitest';
import { duplicates, readSeed, readSeedText } from './read-seed';

interface StateProvince {
  countryCode: string;
  code: string;
  name: string;
}

const stateProvinces = readSeed<StateProvince>('state-provinces.json');

describe('state-provinces.json', () => {
  it('is a 2-space indented array', () => {
    expect(readSeedText('state-provinces.json')).toBe(`${JSON.stringify(stateProvinces, null, 2)}\n`);
  });

  it('holds every US state with DC, Canadian province and territory, Japanese prefecture and more', () => {
    const counts: Record<string, number> = {};
    for (const s of stateProvinces) counts[s.countryCode] = (counts[s.countryCode] ?? 0) + 1;
    expect(counts).toEqual({ US: 51, CA: 13, JP: 47, AU: 8, BR: 27, MX: 32 });
  });

  it('has one entry per country and code', () => {
    expect(duplicates(stateProvinces.map((s) => `${s.countryCode}-${s.code}`))).toEqual([]);
  });

  it('uses the ISO 3166-2 subdivision codes', () => {
    const find = (countryCode: string, code: string) =>
      stateProvinces.find((s) => s.countryCode === countryCode && s.code === code)?.name;
    expect(find('US', 'IN')).toBe('Indiana');
    expect(find('US', 'DC')).toBe('District of Columbia');
    expect(find('CA', 'QC')).toBe('Quebec');
    expect(find('JP', '13')).toBe('Tokyo');
    expect(find('AU', 'NSW')).toBe('New South Wales');
    expect(find('BR', 'SP')).toBe('São Paulo');
    expect(find('MX', 'CMX')).toBe('Ciudad de México');
  });
});
