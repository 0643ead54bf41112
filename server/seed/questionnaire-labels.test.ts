import { describe, expect, it } from 'vitest';
import { duplicates, readSeed, readSeedText } from './read-seed';

interface QuestionnaireLabel {
  id: number;
  name: string;
}

const labels = readSeed<QuestionnaireLabel>('questionnaire-labels.json');

describe('questionnaire-labels.json', () => {
  it('is a 2-space indented array with unique ids and names', () => {
    expect(readSeedText('questionnaire-labels.json')).toBe(`${JSON.stringify(labels, null, 2)}\n`);
    expect(duplicates(labels.map((l) => String(l.id)))).toEqual([]);
    expect(duplicates(labels.map((l) => l.name))).toEqual([]);
  });

  it('has one label per registration category, under the category id', () => {
    const byId = new Map(labels.map((l) => [l.id, l.name]));
    const ids = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23];
    for (const id of ids) expect(byId.has(id), `category ${id}`).toBe(true);
    expect(byId.get(1)).toBe('Pianos');
    expect(byId.get(12)).toBe('Stompboxes');
    expect(byId.get(23)).toBe('Video');
  });

  it('has the three survey names of the spec', () => {
    const names = labels.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['ProductSurvey', 'ProductSurvey1', 'ProductSurvey2']));
  });
});
