import { REGISTRATION_CATEGORIES } from '@backstage/domain/registration-categories';
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
    for (const category of REGISTRATION_CATEGORIES) expect(byId.get(category.id)).toBe(category.label);
    expect(byId.get(1)).toBe('Pianos');
    expect(byId.get(12)).toBe('Stompboxes');
    expect(byId.get(23)).toBe('Video');
  });

  it('has the three survey names of the spec', () => {
    const names = labels.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['ProductSurvey', 'ProductSurvey1', 'ProductSurvey2']));
  });
});
