import { CULTURE_CODES, OVERRIDE_LOCALES, TEXT_BASE } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { SUPPORT_LINK_TEXTS } from './support-link-texts';
import { SUPPORT_LINK_IDS } from './support-link-types';
import { supportLinks } from './support-links';

// Issue #39: the product page's links to the portal's support pages in every culture (docs/translations.md).
const source = SUPPORT_LINK_TEXTS['en-US']!;
const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];
const bases = CULTURE_CODES.map((c) => c.value).filter((code) => !OVERRIDE_LOCALES.includes(code));

describe('support link texts per culture', () => {
  it('gives every base culture every link, with the source’s placeholders, translated', () => {
    for (const culture of bases) {
      const texts = SUPPORT_LINK_TEXTS[culture];
      expect(texts, culture).toBeDefined();
      expect(Object.keys(texts!).sort(), culture).toEqual([...SUPPORT_LINK_IDS].sort());
      for (const id of SUPPORT_LINK_IDS) {
        for (const field of ['title', 'description'] as const) {
          const text = texts![id]![field]!;
          expect(placeholders(text), `${culture} ${id}.${field}`).toEqual(placeholders(source[id]![field]!));
          if (culture !== 'en-US') expect(text, `${culture} ${id}.${field}`).not.toBe(source[id]![field]);
          expect(text, `${culture} ${id}.${field}`).not.toMatch(/<|&\w+;/);
        }
      }
    }
  });

  it('holds in a variant only what differs from its base, and draws it over the base', () => {
    for (const [culture, texts] of Object.entries(SUPPORT_LINK_TEXTS)) {
      if (!OVERRIDE_LOCALES.includes(culture)) continue;
      const base = SUPPORT_LINK_TEXTS[TEXT_BASE[culture]!]!;
      for (const [id, fields] of Object.entries(texts))
        for (const [field, text] of Object.entries(fields!))
          expect(text, `${culture} ${id}.${field}`).not.toBe(base[id as 'my_gear']?.[field as 'title']);
    }
    const piano = { brand: 'ROLAND' as const, slug: 'fp-30x', name: 'FP-30X' };
    expect(supportLinks(piano, 'es-CR')[1]!.description).toContain('horas hábiles');
    expect(supportLinks(piano, 'es-ES')[1]!.description).toContain('horas laborables');
    expect(supportLinks(piano, 'de-AT')).toEqual(supportLinks(piano, 'de-DE'));
    expect(supportLinks(piano, 'en-GB')).toEqual(supportLinks(piano, 'en-US'));
  });
});
