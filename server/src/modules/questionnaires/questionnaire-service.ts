import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { findQuestionnaires, type QuestionnaireRow } from './questionnaire-repo';
import { questionnaireView } from './questionnaire-view';

/**
 * docs/product.md#questionnaire-calls GET questionnaires: those carrying every label asked for (a registration category plus a survey
 * name picks one survey) and offered in one of the cultures, in the first of them that has texts.
 */
export async function listQuestionnaires(
  db: Queryable,
  query: { labelIds?: number[]; cultureCodeIds?: number[] },
) {
  const rows = await findQuestionnaires(db, {
    labelIds: query.labelIds?.length ? [...new Set(query.labelIds)] : undefined,
    cultureCodeIds: query.cultureCodeIds?.length ? query.cultureCodeIds : undefined,
  });
  const data = rows.map((row) => questionnaireView(row, query.cultureCodeIds));
  return { data, total: data.length };
}

/** One questionnaire, or "Survey not found." (docs/product.md#error-catalogue). */
export async function requireQuestionnaire(db: Queryable, id: number): Promise<QuestionnaireRow> {
  const [row] = await findQuestionnaires(db, { id });
  if (!row) throw new AppError('SURVEY_NOT_FOUND');
  return row;
}

/** docs/product.md#questionnaire-calls GET questionnaires/{id}, in the first requested culture that has texts. */
export async function getQuestionnaire(db: Queryable, id: number, cultureCodeIds: number[] = []) {
  return questionnaireView(await requireQuestionnaire(db, id), cultureCodeIds);
}
