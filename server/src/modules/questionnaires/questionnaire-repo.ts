import type { QuestionType, SURVEY_NAMES } from '@backstage/domain';
import type { Queryable } from '../../db/db';

type Texts = Record<string, string>;

/** A questionnaire with its labels, questions and options; texts by culture code. */
export interface QuestionnaireRow {
  id: number;
  name: (typeof SURVEY_NAMES)[number];
  cultureCodeIds: number[] | null;
  texts: Record<string, { title: string; description: string }>;
  labels: { id: number; name: string }[];
  questions: {
    id: number;
    type: QuestionType;
    required: boolean;
    texts: Texts;
    options: { id: number; texts: Texts }[];
  }[];
}

export interface QuestionnaireFilter {
  /** Only questionnaires carrying every one of these labels. */
  labelIds?: number[];
  /** Only questionnaires offered in one of these cultures (or in all). */
  cultureCodeIds?: number[];
  id?: number;
}

const LABELS = `coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id)
  from questionnaire_label_links ql join questionnaire_labels l on l.id = ql.label_id
  where ql.questionnaire_id = q.id), '[]')`;
const OPTIONS = `coalesce((select json_agg(json_build_object('id', o.id, 'texts', o.texts) order by o.position)
  from question_options o where o.question_id = qu.id), '[]')`;
const QUESTIONS = `coalesce((select json_agg(json_build_object('id', qu.id, 'type', qu.type,
    'required', qu.required, 'texts', qu.texts, 'options', ${OPTIONS}) order by qu.position)
  from questions qu where qu.questionnaire_id = q.id), '[]')`;

/** The questionnaires matching the filter, whole, in one round trip. */
export async function findQuestionnaires(
  db: Queryable,
  filter: QuestionnaireFilter,
): Promise<QuestionnaireRow[]> {
  const sql = `select q.id, q.name, q.culture_code_ids as "cultureCodeIds", q.texts, ${LABELS} as labels,
      ${QUESTIONS} as questions
    from questionnaires q
    where not q.is_deleted
      and ($1::int[] is null or (select count(*) from questionnaire_label_links ql
        where ql.questionnaire_id = q.id and ql.label_id = any($1::int[])) = cardinality($1::int[]))
      and ($2::int[] is null or q.culture_code_ids is null or q.culture_code_ids && $2::int[])
      and ($3::int is null or q.id = $3::int)
    order by q.id`;
  const params = [filter.labelIds ?? null, filter.cultureCodeIds ?? null, filter.id ?? null];
  return (await db.query<QuestionnaireRow>(sql, params)).rows;
}

/** Unlinks these questionnaires from every label (the seed links them again as the file says). */
export async function deleteLabelLinks(db: Queryable, questionnaireIds: number[]): Promise<void> {
  const sql = 'delete from questionnaire_label_links where questionnaire_id = any($1::int[])';
  await db.query(sql, [questionnaireIds]);
}
