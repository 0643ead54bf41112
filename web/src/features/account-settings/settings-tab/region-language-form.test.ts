import { CULTURE_CODES, CULTURES_BY_REGION } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { initialRegionLanguage, matchCultures } from './region-language-form';
import { regionLanguageSchema } from './region-language-schema';

const label = (culture: { region: string; language: string }) => `${culture.region} · ${culture.language}`;
const first = (input: string) => matchCultures(CULTURES_BY_REGION, input, label)[0]?.value;

describe('change region and language (docs/product.md#region-and-language)', () => {
  it('requires both a known country and a culture code', () => {
    const schema = regionLanguageSchema({ regionRequired: 'R', languageRequired: 'L' });
    expect(schema.safeParse({ country: 'Japan', cultureCode: 'ja-JP' }).success).toBe(true);
    const empty = schema.safeParse({ country: '', cultureCode: '' });
    expect(empty.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['country', 'R'],
      ['cultureCode', 'L'],
    ]);
    expect(schema.safeParse({ country: 'Atlantis', cultureCode: 'ja-jp' }).success).toBe(false);
  });

  it('starts from the account country and the interface language, normalised', () => {
    expect(initialRegionLanguage({ country: 'Japan', interfaceCultureCode: 'ja-jp' })).toEqual({
      country: 'Japan',
      cultureCode: 'ja-JP',
    });
    expect(initialRegionLanguage({ interfaceCultureCode: 'sr-sp' })).toEqual({
      country: 'Serbia',
      cultureCode: 'Lt-sr-SP',
    });
    expect(initialRegionLanguage({ country: 'Nowhere', interfaceCultureCode: 'en-JM' })).toEqual({
      country: '',
      cultureCode: 'en-JM',
    });
  });

  it('shows the region the account or visit is in when the account has no country', () => {
    const start = (sources: Partial<Parameters<typeof initialRegionLanguage>[0]>) =>
      initialRegionLanguage({ interfaceCultureCode: 'en-JM', ...sources }).country;
    expect(start({ country: 'Japan', accountCultureCode: 'de-DE', geoCountry: 'France' })).toBe('Japan');
    expect(start({ accountCultureCode: 'de-DE', geoCountry: 'France' })).toBe('Germany');
    expect(start({ accountCultureCode: 'en-JM', geoCountry: 'France' })).toBe('France');
    expect(start({ accountCultureCode: 'en-JM', interfaceCultureCode: 'ja-JP' })).toBe('Japan');
    expect(start({ accountCultureCode: 'en-JM' })).toBe('');
  });

  it('matches a typed culture code in its normalised form first', () => {
    expect(first('ja-jp')).toBe('ja-JP');
    expect(first('JA_jp')).toBe('ja-JP');
    expect(first('sr-sp')).toBe('Lt-sr-SP');
    expect(first('lt-sr-sp')).toBe('Lt-sr-SP');
    expect(first('ja')).toBe('ja-JP');
    // An unknown region of a known language falls back to the language's main culture.
    expect(first('en-xx')).toBe('en-US');
  });

  it('matches names and codes otherwise, and never puts the default first for an unknown language', () => {
    expect(matchCultures(CULTURES_BY_REGION, 'zz', label)).toEqual([]);
    expect(matchCultures(CULTURES_BY_REGION, 'canada', label).map((c) => c.value)).toEqual([
      'en-CA',
      'fr-CA',
    ]);
    expect(matchCultures(CULTURES_BY_REGION, '日本', label).map((c) => c.value)).toEqual(['ja-JP']);
    expect(matchCultures(CULTURES_BY_REGION, '  ', label)).toHaveLength(CULTURE_CODES.length);
  });
});
