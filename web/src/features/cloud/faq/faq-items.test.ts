import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS, searchFaq } from './faq-items';

type Texts = { topics: Record<string, string>; items: Record<string, { q: string; a: string }> };
// The source; locales.test.ts holds every culture to its keys.
const texts = import.meta.glob<Texts>('../../../i18n/locales/{en-US,ja-JP}/cloudFaq.json', {
  eager: true,
  import: 'default',
});
const en = texts['../../../i18n/locales/en-US/cloudFaq.json']!;
const ja = texts['../../../i18n/locales/ja-JP/cloudFaq.json']!;

const ids = Object.values(FAQ_TOPICS).flat();
const entries = ids.map((id) => ({ id, question: en.items[id]!.q, answer: en.items[id]!.a }));

describe('Roland Cloud FAQ', () => {
  it('writes every question and topic of the page in the source, and no other', () => {
    expect(Object.keys(en.items).sort()).toEqual([...ids].sort());
    expect(Object.keys(en.topics).sort()).toEqual(Object.keys(FAQ_TOPICS).sort());
    for (const id of ids) expect(en.items[id]?.q && en.items[id]?.a, id).toBeTruthy();
  });

  it('finds questions by every word of the query, in any case', () => {
    expect(searchFaq(entries, '').length).toBe(ids.length);
    expect(searchFaq(entries, 'REFUND').map((e) => e.id)).toContain('cancel-refund');
    expect(searchFaq(entries, 'serial number hardware').map((e) => e.id)).toEqual(['keys-hardware']);
    expect(searchFaq(entries, 'harmonica')).toEqual([]);
  });

  it('matches Japanese typed in full- or half-width', () => {
    const jaEntries = ids.map((id) => ({ id, question: ja.items[id]!.q, answer: ja.items[id]!.a }));
    expect(searchFaq(jaEntries, '返金').map((e) => e.id)).toContain('cancel-refund');
    expect(searchFaq(jaEntries, 'ＺＥＮＯＬＯＧＹ').map((e) => e.id)).toEqual(['plans-included']);
  });
});
