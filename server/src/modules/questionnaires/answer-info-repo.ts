import type { QuestionAnswer } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** An answer info with its answers, before nulls are dropped. */
export interface AnswerInfoRow {
  id: number;
  userId: string;
  questionnaire: { id: number; name: string };
  registeredProductId: number;
  createDate: Date | string;
  answeredDate: Date | string | null;
  answers: { questionId: number; optionIds: number[]; text: string | null }[];
}

const SELECT = `select ai.id, ai.user_id as "userId", json_build_object('id', q.id, 'name', q.name) as questionnaire,
    ai.registered_product_id as "registeredProductId", ai.create_date as "createDate",
    ai.answered_date as "answeredDate",
    coalesce((select json_agg(json_build_object('questionId', a.question_id, 'optionIds', a.option_ids,
        'text', a.text) order by qu.position)
      from answers a join questions qu on qu.id = a.question_id where a.answer_info_id = ai.id), '[]') as answers
  from answer_infos ai join questionnaires q on q.id = ai.questionnaire_id`;

/**
 * Starts the questionnaire about one of the user's registered products (checked by the caller, my-gear owns
 * them), or finds the one already started; undefined when a concurrent start's row is not visible yet.
 */
export async function startAnswerInfo(
  db: Queryable,
  userId: string,
  questionnaireId: number,
  registeredProductId: number,
): Promise<{ id: number; created: boolean } | undefined> {
  const sql = `with added as (
      insert into answer_infos (user_id, questionnaire_id, registered_product_id) values ($1, $2, $3)
      on conflict (registered_product_id, questionnaire_id) do nothing returning id)
    select id, true as created from added union all
    select id, false from answer_infos where registered_product_id = $3 and questionnaire_id = $2 and user_id = $1
    limit 1`;
  return (
    await db.query<{ id: number; created: boolean }>(sql, [userId, questionnaireId, registeredProductId])
  ).rows[0];
}

/** One of the user's answer infos. */
export async function findAnswerInfo(db: Queryable, userId: string, id: number) {
  return (await db.query<AnswerInfoRow>(`${SELECT} where ai.user_id = $1 and ai.id = $2`, [userId, id]))
    .rows[0];
}

/** The user's answer infos about these registered products. */
export async function findAnswerInfos(db: Queryable, userId: string, registeredProductIds: number[]) {
  const sql = `${SELECT} where ai.user_id = $1 and ai.registered_product_id = any($2::int[]) order by ai.id`;
  return (await db.query<AnswerInfoRow>(sql, [userId, registeredProductIds])).rows;
}

/** Replaces an answer info's answers (call in a transaction) and marks it answered now. */
export async function replaceAnswers(db: Queryable, answerInfoId: number, answers: QuestionAnswer[]) {
  await db.query('delete from answers where answer_info_id = $1', [answerInfoId]);
  const rows = answers
    .filter((a) => (a.optionIds?.length ?? 0) > 0 || a.text)
    .map((a) => ({ question_id: a.questionId, option_ids: a.optionIds ?? [], text: a.text || null }));
  await db.query(
    `insert into answers (answer_info_id, question_id, option_ids, text)
      select $1, question_id, option_ids, text from json_populate_recordset(null::answers, $2::json)`,
    [answerInfoId, JSON.stringify(rows)],
  );
  await db.query('update answer_infos set answered_date = now() where id = $1', [answerInfoId]);
}

/** Hands the survey answers about a registered product to its new owner (docs/product.md#gear-transfer). */
export async function moveAnswerInfos(db: Queryable, registeredProductId: number, toUserId: string) {
  await db.query('update answer_infos set user_id = $2 where registered_product_id = $1', [
    registeredProductId,
    toUserId,
  ]);
}
