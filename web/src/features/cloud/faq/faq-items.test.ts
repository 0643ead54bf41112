import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS, searchFaq } from './faq-items';

type Texts = { topics: Record<string, string>; items: Record<string, { q: string; a: string }> };
const texts = import.meta.glob<Texts>('./texts/*.json', { eager: true, import: 'default' });
const en = texts['./texts/en-US.json']!;
const ja = texts['./texts/ja-JP.json']!;

const ids = Object.values(FAQ_TOPICS).flat();
const entries = ids.map((id) => ({ id, question: en.items[id]!.q, answer: en.items[id]!.a }));

describe('Roland Cloud FAQ', () => {
  it('has every question and topic written in en-US and ja-JP, and no question left over', () => {
    for (const culture of [en, ja]) {
      expect(Object.keys(culture.items).sort()).toEqual([...ids].sort());
      expect(Object.keys(culture.topics).sort()).toEqual(Object.keys(FAQ_TOPICS).sort());
      for (const id of ids) expect(culture.items[id]?.q && culture.items[id]?.a, id).toBeTruthy();
    }
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
