import { SURVEY_NAMES } from '@backstage/domain/enums';
import { REGISTRATION_CATEGORIES } from '@backstage/domain/registration-categories';
import { QUESTION_TYPES } from '@backstage/domain/survey-answers';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireSeed as Questionnaire } from '../src/modules/questionnaires';
import { duplicates, readSeed, readSeedText } from './read-seed';

const questionnaires = readSeed<Questionnaire>('questionnaires.json');
const labels = new Map(
  readSeed<{ id: number; name: string }>('questionnaire-labels.json').map((l) => [l.id, l.name]),
);
const questions = questionnaires.flatMap((q) => q.questions);
const options = questions.flatMap((q) => q.options);
const surveyLabel = (name: string) => [...labels].find(([, label]) => label === name)![0];

describe('questionnaires.json', () => {
  it('is a 2-space indented array with unique questionnaire, question and option ids', () => {
    expect(readSeedText('questionnaires.json')).toBe(`${JSON.stringify(questionnaires, null, 2)}\n`);
    expect(duplicates(questionnaires.map((q) => String(q.id)))).toEqual([]);
    expect(duplicates(questions.map((q) => String(q.id)))).toEqual([]);
    expect(duplicates(options.map((o) => String(o.id)))).toEqual([]);
  });

  it('uses the survey names of docs/product.md#survey-names, each tagged with its own survey label and known labels only', () => {
    for (const q of questionnaires) {
      expect(SURVEY_NAMES, `questionnaire ${q.id}`).toContain(q.name);
      expect(q.labelIds, `questionnaire ${q.id}`).toContain(surveyLabel(q.name));
      expect(
        q.labelIds.filter((id) => !labels.has(id)),
        `questionnaire ${q.id}`,
      ).toEqual([]);
    }
  });

  it('offers every registration category one ProductSurvey and the two follow-up surveys', () => {
    for (const name of SURVEY_NAMES)
      for (const category of REGISTRATION_CATEGORIES) {
        const matching = questionnaires.filter((q) => q.name === name && q.labelIds.includes(category.id));
        expect(matching, `${name} for ${category.label}`).toHaveLength(1);
      }
  });

  it('has en-US and ja-JP texts everywhere', () => {
    const texts = questionnaires.flatMap((q) => [q.title, q.description, ...q.questions.map((x) => x.text)]);
    for (const text of [...texts, ...options.map((o) => o.text)]) {
      expect(Object.keys(text).sort()).toEqual(['en-US', 'ja-JP']);
      expect(Object.values(text).every((value) => value.trim().length > 0)).toBe(true);
    }
  });

  it('mixes single choice, multiple choice and free text; choices have options, text questions none', () => {
    for (const q of questions) {
      expect(QUESTION_TYPES, `question ${q.id}`).toContain(q.type);
      if (q.type === 'text') expect(q.options, `question ${q.id}`).toEqual([]);
      else expect(q.options.length, `question ${q.id}`).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    for (const q of questionnaires)
      expect(
        q.questions.some((x) => x.required),
        `questionnaire ${q.id}`,
      ).toBe(true);
  });
});
