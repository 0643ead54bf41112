import { describe, expect, it } from 'vitest';
import {
  CULTURE_CODES,
  CULTURE_GROUPS,
  CULTURES_BY_REGION,
  cultureGroupsOf,
  DEFAULT_CULTURE_CODE,
  normalizeCultureCode,
} from './cultures';

describe('culture codes (docs/product.md#culture-codes)', () => {
  it('runs from bg-BG to sv-SE with unique ids and values, about 40 of them', () => {
    expect(CULTURE_CODES[0]?.value).toBe('bg-BG');
    expect(CULTURE_CODES.at(-1)?.value).toBe('sv-SE');
    expect(CULTURE_CODES.length).toBeGreaterThanOrEqual(38);
    expect(new Set(CULTURE_CODES.map((c) => c.id)).size).toBe(CULTURE_CODES.length);
    expect(new Set(CULTURE_CODES.map((c) => c.value)).size).toBe(CULTURE_CODES.length);
  });

  it('defaults to en-JM', () => expect(DEFAULT_CULTURE_CODE).toBe('en-JM'));

  it('has the spec groups', () => {
    expect(CULTURE_GROUPS.us).toEqual(['en-US', 'es-CR', 'es-MX']);
    expect(CULTURE_GROUPS.latinAmerica).toEqual(['es-CR']);
    expect(CULTURE_GROUPS.brazil).toEqual(['pt-BR']);
    expect(CULTURE_GROUPS.canada).toEqual(['en-CA', 'fr-CA']);
    expect(CULTURE_GROUPS.australiaNz).toEqual(['en-AU', 'en-NZ']);
    expect(CULTURE_GROUPS.europe).toContain('de-DE');
    expect(CULTURE_GROUPS.europe).not.toContain('ja-JP');
    expect(cultureGroupsOf('es-CR')).toEqual(['us', 'latinAmerica']);
  });
});

describe('normalizeCultureCode (docs/product.md#culture-normalisation)', () => {
  it.each([
    ['en-us', 'en-US'],
    ['JA-jp', 'ja-JP'],
    ['fr_ca', 'fr-CA'],
    ['sr-sp', 'Lt-sr-SP'],
    ['lt-sr-sp', 'Lt-sr-SP'],
    ['ja', 'ja-JP'],
    ['de', 'de-DE'],
    ['en', 'en-US'],
    ['xx', 'en-JM'],
    ['en-XX', 'en-US'],
    ['zz-zz', 'en-JM'],
    ['', 'en-JM'],
    [null, 'en-JM'],
    [undefined, 'en-JM'],
    ['<script>', 'en-JM'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCultureCode(input)).toBe(expected);
  });

  it('lists the cultures by region, then language, in English collation', () => {
    const { compare } = new Intl.Collator('en');
    const collated = [...CULTURE_CODES].sort(
      (a, b) => compare(a.region, b.region) || compare(a.language, b.language),
    );
    expect(CULTURES_BY_REGION.map((culture) => culture.value)).toEqual(
      collated.map((culture) => culture.value),
    );
    expect(CULTURES_BY_REGION[0]?.region).toBe('Australia');
  });
});
