import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const JA_JP = 27;
const EN_JM = 12;

describe('GET questionnaires (docs/product.md#questionnaire-calls: labelIds[], cultureCodeIds[])', () => {
  it('lists every seeded survey, named as docs/product.md#survey-names names them, in en-US by default', async () => {
    const response = await get('/api/v1/questionnaires');
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(8);
    expect(new Set(data.map((q: { name: string }) => q.name))).toEqual(
      new Set(['ProductSurvey', 'ProductSurvey1', 'ProductSurvey2']),
    );
    expect(data.every((q: { cultureCode: string }) => q.cultureCode === 'en-US')).toBe(true);
  });

  it('keeps those carrying every label asked for: a category and a survey name give one survey', async () => {
    const pianos = (await get('/api/v1/questionnaires?labelIds[]=1&labelIds[]=101')).json();
    expect(pianos.total).toBe(1);
    const [survey] = pianos.data;
    expect(survey).toMatchObject({ name: 'ProductSurvey', title: 'About your new instrument' });
    expect(survey.labels).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Pianos' },
        { id: 101, name: 'ProductSurvey' },
      ]),
    );
    expect(survey.questions[0]).toMatchObject({
      type: 'single',
      required: true,
      text: 'Where did you first hear about this product?',
    });
    expect(survey.questions[0].options[0]).toEqual({ id: expect.any(Number), text: 'At a music store' });
    const types = survey.questions.map((q: { type: string }) => q.type);
    expect(types).toEqual(expect.arrayContaining(['single', 'multiple', 'text']));

    const stompboxes = (await get('/api/v1/questionnaires?labelIds[]=12')).json().data;
    expect(stompboxes.map((q: { name: string }) => q.name).sort()).toEqual([
      'ProductSurvey',
      'ProductSurvey1',
      'ProductSurvey2',
    ]);
    expect((await get('/api/v1/questionnaires?labelIds[]=1&labelIds[]=12&labelIds[]=101')).json().total).toBe(
      0,
    );
  });

  it('gives the texts of the first requested culture that has them, else en-US', async () => {
    const ja = (
      await get(`/api/v1/questionnaires?labelIds[]=7&labelIds[]=101&cultureCodeIds[]=${JA_JP}`)
    ).json();
    expect(ja.data[0]).toMatchObject({ cultureCode: 'ja-JP', title: '新しいドラムについて' });
    expect(ja.data[0].questions[0].text).toBe('この製品を最初に知ったきっかけは何ですか？');
    const jm = (
      await get(`/api/v1/questionnaires?labelIds[]=7&labelIds[]=101&cultureCodeIds[]=${EN_JM}`)
    ).json();
    expect(jm.data[0]).toMatchObject({ cultureCode: 'en-US', title: 'About your new drums' });
  });

  it('offers a culture-limited questionnaire only to its cultures', async () => {
    await t.db.query('update questionnaires set culture_code_ids = $1 where id = 8', [[JA_JP]]);
    const only = async (culture: number) =>
      (await get(`/api/v1/questionnaires?labelIds[]=103&cultureCodeIds[]=${culture}`)).json().data;
    expect(await only(JA_JP)).toMatchObject([{ id: 8, cultureCodeIds: [JA_JP] }]);
    expect(await only(EN_JM)).toEqual([]);
    await t.db.query('update questionnaires set culture_code_ids = null where id = 8');
    expect(await only(EN_JM)).toHaveLength(1);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [
      'labelIds[]=x',
      'cultureCodeIds[]=-1',
      `labelIds[]=${'1&labelIds[]='.repeat(60)}1`,
    ]) {
      const response = await get(`/api/v1/questionnaires?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
  });
});

describe('GET questionnaires/{id}', () => {
  it('returns one questionnaire with its questions in order', async () => {
    const response = await get(`/api/v1/questionnaires/7?cultureCodeIds[]=${JA_JP}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 7,
      name: 'ProductSurvey1',
      cultureCode: 'ja-JP',
      title: '使い心地はいかがですか？',
      questions: [{ id: 701 }, { id: 702 }, { id: 703 }, { id: 704 }],
    });
  });

  it('answers an unknown or withdrawn questionnaire with "Survey not found."', async () => {
    for (const url of ['/api/v1/questionnaires/999', '/api/v1/questionnaires/2147483647']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'SURVEY_NOT_FOUND',
        message: 'Survey not found.',
        traceId: expect.any(String),
      });
    }
    await t.db.query('update questionnaires set is_deleted = true where id = 6');
    expect((await get('/api/v1/questionnaires/6')).json().code).toBe('SURVEY_NOT_FOUND');
    expect((await get('/api/v1/questionnaires?labelIds[]=11&labelIds[]=101')).json().data).toEqual([]);
    expect((await get('/api/v1/questionnaires/abc')).statusCode).toBe(400);
  });
});
