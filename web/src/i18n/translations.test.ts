import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OVERRIDE_LOCALES, pluralBase, SOURCE_CULTURE, TEXT_BASE, textChain } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { EVERY_LANGUAGE, NAMES, SAME_IN_LANGUAGE } from './same-as-source';

// Texts that are real translations (issue #39, docs/translations.md#checks): not the English source left in place,
// no markup or broken placeholder the source does not have. locales.test.ts holds the keys and placeholders.
const localesDir = join(__dirname, 'locales');
const namespaces = readdirSync(join(localesDir, SOURCE_CULTURE)).sort();
const folders = readdirSync(localesDir).filter((culture) => culture !== SOURCE_CULTURE);
const english = (culture: string) => culture.startsWith('en-');

type Texts = { [key: string]: string | Texts };
const read = (culture: string, file: string): Texts => {
  try {
    return JSON.parse(readFileSync(join(localesDir, culture, file), 'utf8'));
  } catch {
    return {};
  }
};
const flat = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  );
/** The text a key has in a culture's chain below `culture` itself (its base's, finally en-US's). */
function below(culture: string, file: string): (key: string) => string | undefined {
  const layers = textChain(culture)
    .slice(1)
    .map((code) => new Map(flat(read(code, file))));
  return (key) => {
    for (const layer of layers) {
      const text = layer.get(key) ?? layer.get(`${pluralBase(key)}_other`);
      if (text !== undefined) return text;
    }
    return undefined;
  };
}

const PLACEHOLDER = /\{\{[A-Za-z]\w*\}\}/g;
/** HTML or XML-like tags (`<b>`, `</1>`, `<br/>`) and character references (`&amp;`, `&#160;`). */
const MARKUP = /<\/?[A-Za-z0-9][^<>]*>|&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);/g;
const markup = (text: string) => (text.match(MARKUP) ?? []).sort();
/** What is left of braces once every well-formed `{{name}}` is gone: `{name}`, `{{ name }}`, `{{name}`. */
const strayBraces = (text: string) => text.replace(PLACEHOLDER, '').match(/[{}]/g) ?? [];
/** A text with nothing to translate: only placeholders, names, e-mail addresses, numbers and punctuation. */
const nothingToTranslate = (text: string) =>
  !/\p{L}/u.test(
    [...NAMES]
      .sort((a, b) => b.length - a.length)
      .reduce((rest, name) => rest.replaceAll(name, ''), text)
      .replace(PLACEHOLDER, '')
      .replace(/\S+@\S+\.\w+/g, ''),
  );

/**
 * The texts of a culture's namespace left as their English source, but for names and the words on the
 * allow-list; `used` learns which allow-list entries the culture still needs.
 */
function untranslatedTexts(culture: string, file: string, used: Set<string>): [string, string][] {
  const source = new Map(flat(read(SOURCE_CULTURE, file)));
  // A variant (de-CH, es-MX) keeps what its base language keeps.
  const language = textChain(culture).find((code) => !OVERRIDE_LOCALES.includes(code)) ?? culture;
  const allowed = SAME_IN_LANGUAGE[language] ?? [];
  return flat(read(culture, file)).filter(([key, text]) => {
    const original = source.get(key) ?? source.get(`${pluralBase(key)}_other`);
    if (text !== original || nothingToTranslate(text)) return false;
    if (EVERY_LANGUAGE.includes(text) || allowed.includes(text)) {
      used.add(`${language}\u0000${text}`);
      return false;
    }
    return true;
  });
}

describe.each(folders)('%s: real translations', (culture) => {
  it.each(namespaces)('%s: no markup or broken placeholder the source lacks', (file) => {
    const source = below(culture, file);
    for (const [key, text] of flat(read(culture, file))) {
      const original = source(key) ?? '';
      expect(markup(text), `${culture}/${file} ${key}: ${text}`).toEqual(markup(original));
      expect(strayBraces(text), `${culture}/${file} ${key}: ${text}`).toEqual(strayBraces(original));
    }
  });

  it.each(namespaces)(
    '%s: no text left as its English source but names and words on the allow-list',
    (file) => {
      if (english(culture)) return;
      const untranslated = untranslatedTexts(culture, file, new Set());
      expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    },
  );
});

describe('variants', () => {
  it.each(OVERRIDE_LOCALES.filter((culture) => folders.includes(culture)))(
    '%s holds only texts that differ from its base',
    (culture) => {
      for (const file of readdirSync(join(localesDir, culture))) {
        const base = below(culture, file);
        // A list (a policy's sections) is drawn whole over its base's, so an item of it may repeat the base.
        const same = flat(read(culture, file)).filter(
          ([key, text]) => !/\.\d+(\.|$)/.test(key) && text === base(key),
        );
        expect(same, `${culture}/${file} over ${TEXT_BASE[culture]}`).toEqual([]);
      }
    },
  );
});

describe('the allow-list', () => {
  it('names only texts a culture still keeps in English', () => {
    // Read here, not left by the tests above: it holds in any order they run.
    const used = new Set<string>();
    for (const culture of folders.filter((code) => !english(code)))
      for (const file of namespaces) untranslatedTexts(culture, file, used);
    const stale = Object.entries(SAME_IN_LANGUAGE).flatMap(([culture, texts]) =>
      texts.filter((text) => !used.has(`${culture}\u0000${text}`)).map((text) => `${culture}: ${text}`),
    );
    expect(stale).toEqual([]);
  });
});
