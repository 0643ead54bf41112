import type { Queryable } from '../../db/db';
import { readSeed, upsertJson } from '../../db/seed';
import { deleteLabelLinks } from './questionnaire-repo';

type Texts = Record<string, string>;

/** One questionnaire of seed/questionnaires.json (described in seed/README.md). */
export interface QuestionnaireSeed {
  id: number;
  name: string;
  labelIds: number[];
  cultureCodeIds: number[] | null;
  title: Texts;
  description: Texts;
  questions: {
    id: number;
    type: string;
    required: boolean;
    text: Texts;
    options: { id: number; text: Texts }[];
  }[];
}

/** The seed file as table rows: questionnaires, their label links, questions and options (in order). */
export function questionnaireRows(questionnaires: QuestionnaireSeed[]) {
  return {
    questionnaires: questionnaires.map((q) => ({
      id: q.id,
      name: q.name,
      culture_code_ids: q.cultureCodeIds,
      texts: Object.fromEntries(
        Object.keys(q.title).map((culture) => [
          culture,
          { title: q.title[culture], description: q.description[culture] },
        ]),
      ),
    })),
    links: questionnaires.flatMap((q) =>
      q.labelIds.map((labelId) => ({ questionnaire_id: q.id, label_id: labelId })),
    ),
    questions: questionnaires.flatMap((q) =>
      q.questions.map((question, index) => ({
        id: question.id,
        questionnaire_id: q.id,
        position: index + 1,
        type: question.type,
        required: question.required,
        texts: question.text,
      })),
    ),
    options: questionnaires.flatMap((q) =>
      q.questions.flatMap((question) =>
        question.options.map((option, index) => ({
          id: option.id,
          question_id: question.id,
          position: index + 1,
          texts: option.text,
        })),
      ),
    ),
  };
}

/**
 * Questionnaires with their questions and options (seed/questionnaires.json): upserted by id, so answers
 * keep pointing at the same questions; label links are rewritten whole (nothing refers to them).
 */
export async function seedQuestionnaires(db: Queryable): Promise<void> {
  const rows = questionnaireRows(readSeed<QuestionnaireSeed>('questionnaires.json'));
  await upsertJson(
    db,
    'questionnaires',
    ['id', 'name', 'culture_code_ids', 'texts'],
    'id',
    rows.questionnaires,
  );
  await upsertJson(
    db,
    'questions',
    ['id', 'questionnaire_id', 'position', 'type', 'required', 'texts'],
    'id',
    rows.questions,
  );
  await upsertJson(db, 'question_options', ['id', 'question_id', 'position', 'texts'], 'id', rows.options);
  await deleteLabelLinks(
    db,
    rows.questionnaires.map((q) => q.id),
  );
  await upsertJson(
    db,
    'questionnaire_label_links',
    ['questionnaire_id', 'label_id'],
    'questionnaire_id, label_id',
    rows.links,
  );
}
