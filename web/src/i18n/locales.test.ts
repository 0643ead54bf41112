import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CULTURE_CODES,
  OVERRIDE_LOCALES,
  pluralBase,
  pluralForms,
  SOURCE_CULTURE,
  textChain,
} from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_NAMESPACES } from './first-namespaces';

// What each culture folder must hold (docs/product.md#culture-codes, docs/translations.md).
const localesDir = join(__dirname, 'locales');
const namespaces = readdirSync(join(localesDir, SOURCE_CULTURE)).sort();
const folders = readdirSync(localesDir).filter((culture) => culture !== SOURCE_CULTURE);
const bases = folders.filter((culture) => !OVERRIDE_LOCALES.includes(culture));
const variants = folders.filter((culture) => OVERRIDE_LOCALES.includes(culture));

type Texts = { [key: string]: string | Texts };
const read = (culture: string, file: string): Texts =>
  JSON.parse(readFileSync(join(localesDir, culture, file), 'utf8'));
const flat = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => (text.match(/\{\{[^}]+\}\}/g) ?? []).sort();

/** The en-US text a culture's key translates: the same key, or the same plural key's `_other` form. */
function sourceOf(file: string): (key: string) => string | undefined {
  const source = new Map(flat(read(SOURCE_CULTURE, file)));
  const plurals = new Map(
    [...source].filter(([k]) => k.endsWith('_other')).map(([k, v]) => [pluralBase(k), v]),
  );
  return (key) => source.get(key) ?? (pluralBase(key) !== key ? plurals.get(pluralBase(key)) : undefined);
}

describe.each(bases)('%s, a culture with every text', (culture) => {
  it('has every en-US namespace', () => {
    expect(readdirSync(join(localesDir, culture)).sort()).toEqual(namespaces);
  });

  it.each(namespaces)(
    '%s: every en-US key, the plural forms its language names, the same placeholders',
    (file) => {
      const source = new Map(flat(read(SOURCE_CULTURE, file)));
      const own = new Map(flat(read(culture, file)));
      const forms = pluralForms(culture);
      const expected = [...source.keys()].flatMap((key) =>
        key.endsWith('_other')
          ? forms.map((form) => `${pluralBase(key)}_${form}`)
          : key.endsWith('_one')
            ? []
            : [key],
      );
      // A plural form the language has but en-US lacks (`_few`, `_many`) is asked of every plural key; en-US's own
      // forms may stay where the language has no such form (ja-JP's `_one` is never drawn).
      const missing = expected.filter((key) => !own.has(key));
      const extra = [...own.keys()].filter((key) => !expected.includes(key) && !source.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      const sourceText = sourceOf(file);
      for (const [key, text] of own) {
        expect(text.trim(), `${culture}/${file} ${key}`).not.toBe('');
        // `_one` may say "one" instead of {{count}}; every other form keeps the source's placeholders.
        if (!key.endsWith('_one'))
          expect(placeholders(text), `${culture}/${file} ${key}`).toEqual(
            placeholders(sourceText(key) ?? ''),
          );
      }
    },
  );
});

describe.each(variants)('%s, a culture drawn over its base', (culture) => {
  it.each(readdirSync(join(localesDir, culture)))(
    '%s holds only keys of the source, with its placeholders',
    (file) => {
      const own = flat(read(culture, file));
      expect(own.length, `${culture}/${file}`).toBeGreaterThan(0);
      const sourceText = sourceOf(file);
      for (const [key, text] of own) {
        expect(sourceText(key), `${culture}/${file} ${key}`).toBeDefined();
        if (!key.endsWith('_one'))
          expect(placeholders(text), `${culture}/${file} ${key}`).toEqual(
            placeholders(sourceText(key) ?? ''),
          );
      }
    },
  );
});

describe('bundles', () => {
  it('every culture has a bundle that carries its whole chain: the first pages’ texts, then the rest', () => {
    const first = `{${FIRST_NAMESPACES.join(',')}}.json`;
    for (const { value } of CULTURE_CODES) {
      const bundle = readFileSync(join(__dirname, 'bundles', `${value}.ts`), 'utf8');
      const patterns = [...bundle.matchAll(/'(!?\.\.\/locales\/[^']+)'/g)].map((match) => match[1]);
      const chain = textChain(value).filter((culture, i) => i === 0 || culture !== SOURCE_CULTURE);
      const folders = chain.length > 1 ? `{${chain.join(',')}}` : chain[0];
      // ADR 097: the first namespaces eagerly (one request with the culture), every other one on its own.
      expect(patterns, value).toEqual([
        `../locales/${folders}/${first}`,
        `../locales/${folders}/*.json`,
        `!../locales/${folders}/${first}`,
      ]);
    }
  });
});
