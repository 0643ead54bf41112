import { CULTURE_CODES, CULTURES_BY_REGION } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { initialRegionLanguage, matchCultures } from './region-language-form';
import { regionLanguageSchema } from './region-language-schema';

const label = (culture: { region: string; language: string }) => `${culture.region} · ${culture.language}`;
const first = (input: string) => matchCultures(CULTURES_BY_REGION, input, label)[0]?.value;

describe('change region and language (docs/product.md#region-and-language)', () => {
  it('requires both a known country and a culture code', () => {
    const schema = regionLanguageSchema({ regionRequired: 'R', languageRequired: 'L' });
    expect(schema.safeParse({ region: 'Japan', language: 'ja-JP' }).success).toBe(true);
    const empty = schema.safeParse({ region: '', language: '' });
    expect(empty.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['region', 'R'],
      ['language', 'L'],
    ]);
    expect(schema.safeParse({ region: 'Atlantis', language: 'ja-jp' }).success).toBe(false);
  });

  it('starts from the account country and the interface language, normalised', () => {
    expect(initialRegionLanguage({ country: 'Japan', culture: 'ja-jp' })).toEqual({
      region: 'Japan',
      language: 'ja-JP',
    });
    expect(initialRegionLanguage({ culture: 'sr-sp' })).toEqual({ region: 'Serbia', language: 'Lt-sr-SP' });
    expect(initialRegionLanguage({ country: 'Nowhere', culture: 'en-JM' })).toEqual({
      region: '',
      language: 'en-JM',
    });
  });

  it('shows the region the account or visit is in when the account has no country', () => {
    const start = (sources: Partial<Parameters<typeof initialRegionLanguage>[0]>) =>
      initialRegionLanguage({ culture: 'en-JM', ...sources }).region;
    expect(start({ country: 'Japan', accountCulture: 'de-DE', geoCountry: 'France' })).toBe('Japan');
    expect(start({ accountCulture: 'de-DE', geoCountry: 'France' })).toBe('Germany');
    expect(start({ accountCulture: 'en-JM', geoCountry: 'France' })).toBe('France');
    expect(start({ accountCulture: 'en-JM', culture: 'ja-JP' })).toBe('Japan');
    expect(start({ accountCulture: 'en-JM' })).toBe('');
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
