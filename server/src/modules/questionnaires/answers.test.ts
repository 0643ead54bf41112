import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { caller, registration } from '../../../test/my-gear-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof activeUser>>;
const registerFp30x = async (u: User, serial = 'Q1000001') =>
  (
    await call(
      'POST',
      `/api/v1/users/${u.userId}/registeredProducts`,
      u.idToken,
      registration('FP-30X', serial),
    )
  ).json().id as number;
const start = (u: User, questionnaireId: number, registeredProductId: number) =>
  call('POST', `/api/v1/questionnaires/${questionnaireId}/answerInfos`, u.idToken, { registeredProductId });
const answer = (u: User, questionnaireId: number, answerInfoId: number, answers: object[]) =>
  call('POST', `/api/v1/questionnaires/${questionnaireId}/answerInfos/${answerInfoId}/answers`, u.idToken, {
    answers,
  });
// Questionnaire 1 (pianos): 101 single, 102 multiple, 103 single, 104 single, 105 single, 106 text (optional).
const complete = [
  { questionId: 101, optionIds: [10101] },
  { questionId: 102, optionIds: [10201, 10207] },
  { questionId: 103, optionIds: [10302] },
  { questionId: 104, optionIds: [10401] },
  { questionId: 105, optionIds: [10501] },
];

describe('answering a questionnaire about a registered product (Questionnaire, docs/product.md#questionnaires, docs/product.md#questionnaire-calls)', () => {
  it('starts an answer info, takes complete answers and shows them with the product', async () => {
    const u = await activeUser(t, 'survey@example.com');
    const productId = await registerFp30x(u);
    const started = await start(u, 1, productId);
    expect(started.statusCode).toBe(201);
    const info = started.json();
    expect(info).toEqual({
      id: expect.any(Number),
      user: { id: u.userId },
      questionnaire: { id: 1, name: 'ProductSurvey' },
      registeredProduct: { id: productId },
      createDate: expect.any(String),
      answers: [],
    });
    const again = await start(u, 1, productId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(info.id);

    const sent = await answer(u, 1, info.id, [...complete, { questionId: 106, text: '  Love the keys.  ' }]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ id: info.id, answeredDate: expect.any(String) });
    expect(sent.json().answers).toEqual([
      { questionId: 101, optionIds: [10101] },
      { questionId: 102, optionIds: [10201, 10207] },
      { questionId: 103, optionIds: [10302] },
      { questionId: 104, optionIds: [10401] },
      { questionId: 105, optionIds: [10501] },
      { questionId: 106, optionIds: [], text: 'Love the keys.' },
    ]);

    const listed = (
      await call('GET', `/api/v1/registeredProducts/${productId}/answerInfos`, u.idToken)
    ).json();
    expect(listed).toEqual({ data: [sent.json()] });
    const gear = (await call('GET', `/api/v1/users/${u.userId}/registeredProducts`, u.idToken)).json().data;
    expect(gear[0].answerInfos).toEqual([sent.json()]);
  });

  it('refuses missing required answers with "Answer is required" per question and stores none', async () => {
    const u = await activeUser(t, 'survey-missing@example.com');
    const info = (await start(u, 1, await registerFp30x(u))).json();
    const response = await answer(u, 1, info.id, [complete[0]!, { questionId: 102, optionIds: [] }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid input.',
      fields: [102, 103, 104, 105].map((id) => ({
        field: `questions.${id}`,
        message: 'Answer is required',
        code: 'answerRequired',
      })),
      traceId: expect.any(String),
    });
    const none = await t.db.query('select * from answers where answer_info_id = $1', [info.id]);
    expect(none.rows).toEqual([]);
  });

  it('refuses choices that are not options of the question, and two for a single choice', async () => {
    const u = await activeUser(t, 'survey-options@example.com');
    const info = (await start(u, 1, await registerFp30x(u))).json();
    const wrong = [
      { ...complete[0]!, optionIds: [10101, 10102] },
      { questionId: 102, optionIds: [70101] },
      ...complete.slice(2),
    ];
    const response = await answer(u, 1, info.id, wrong);
    expect(response.json().fields).toEqual([
      { field: 'questions.101', message: 'Invalid option', code: 'invalidOption' },
      { field: 'questions.102', message: 'Invalid option', code: 'invalidOption' },
    ]);
    const other = await answer(u, 1, info.id, [...complete, { questionId: 701, optionIds: [70101] }]);
    expect(other.json().fields).toEqual([{ field: 'questions.701', message: 'Unknown question' }]);
  });

  it('replaces the answers when they are sent again', async () => {
    const u = await activeUser(t, 'survey-again@example.com');
    const info = (await start(u, 1, await registerFp30x(u))).json();
    await answer(u, 1, info.id, [...complete, { questionId: 106, text: 'First thoughts' }]);
    const changed = [{ ...complete[0]!, optionIds: [10104] }, ...complete.slice(1)];
    const second = (await answer(u, 1, info.id, changed)).json();
    expect(second.answers).toHaveLength(5);
    expect(second.answers[0]).toEqual({ questionId: 101, optionIds: [10104] });
  });

  it('answers an unknown questionnaire with "Survey not found." and a mismatched path with 404', async () => {
    const u = await activeUser(t, 'survey-unknown@example.com');
    const productId = await registerFp30x(u);
    const unknown = await start(u, 999, productId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'SURVEY_NOT_FOUND',
      message: 'Survey not found.',
      traceId: expect.any(String),
    });
    expect((await answer(u, 999, 1, complete)).json().code).toBe('SURVEY_NOT_FOUND');
    const info = (await start(u, 1, productId)).json();
    expect((await answer(u, 7, info.id, complete)).json().code).toBe('NOT_FOUND');
    expect((await start(u, 1, 2_147_483_000)).json().code).toBe('NOT_FOUND');
  });

  it('keeps answer infos to their owner: another user’s product or answer info is 404, nothing changes', async () => {
    const owner = await activeUser(t, 'survey-owner@example.com');
    const intruder = await activeUser(t, 'survey-intruder@example.com');
    const productId = await registerFp30x(owner);
    const info = (await start(owner, 1, productId)).json();
    await answer(owner, 1, info.id, complete);
    const before = (
      await call('GET', `/api/v1/registeredProducts/${productId}/answerInfos`, owner.idToken)
    ).json();

    expect((await start(intruder, 2, productId)).statusCode).toBe(404);
    const overwrite = await answer(intruder, 1, info.id, [
      { ...complete[0]!, optionIds: [10108] },
      ...complete.slice(1),
    ]);
    expect(overwrite.statusCode).toBe(404);
    const read = await call('GET', `/api/v1/registeredProducts/${productId}/answerInfos`, intruder.idToken);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.', traceId: expect.any(String) });

    const after = (
      await call('GET', `/api/v1/registeredProducts/${productId}/answerInfos`, owner.idToken)
    ).json();
    expect(after).toEqual(before);
    const intruders = await t.db.query('select * from answer_infos where user_id = $1', [intruder.userId]);
    expect(intruders.rows).toEqual([]);
  });

  it('needs sign-in to answer, and unregistering deletes the answers', async () => {
    const u = await activeUser(t, 'survey-unregister@example.com');
    const productId = await registerFp30x(u);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/questionnaires/1/answerInfos',
      payload: { registeredProductId: productId },
    });
    expect(anonymous.statusCode).toBe(401);
    const info = (await start(u, 1, productId)).json();
    await answer(u, 1, info.id, complete);
    await call('DELETE', `/api/v1/registeredProducts/${productId}`, u.idToken);
    const left = await t.db.query('select * from answers where answer_info_id = $1', [info.id]);
    expect(left.rows).toEqual([]);
  });
});
