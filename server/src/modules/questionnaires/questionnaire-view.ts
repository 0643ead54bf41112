import { cultureCodeById } from '@backstage/domain';
import type { QuestionnaireRow } from './questionnaire-repo';

// Every questionnaire has en-US texts (the source of the catalogue); other cultures may be missing.
const FALLBACK_CULTURE = 'en-US';

/** The first requested culture the questionnaire has texts for, else en-US. */
export function textCulture(row: QuestionnaireRow, cultureCodeIds: readonly number[]): string {
  const wanted = cultureCodeIds.map((id) => cultureCodeById(id)?.value);
  return (
    wanted.find((cultureCode) => cultureCode !== undefined && cultureCode in row.texts) ?? FALLBACK_CULTURE
  );
}

/** A questionnaire as the API returns it: texts in one culture, named in `cultureCode`. */
export function questionnaireView(row: QuestionnaireRow, cultureCodeIds: readonly number[] = []) {
  const cultureCode = textCulture(row, cultureCodeIds);
  const text = (texts: Record<string, string>) => texts[cultureCode] ?? texts[FALLBACK_CULTURE] ?? '';
  const head = row.texts[cultureCode] ?? row.texts[FALLBACK_CULTURE];
  return {
    id: row.id,
    name: row.name,
    cultureCode,
    title: head?.title ?? '',
    description: head?.description ?? '',
    labels: row.labels,
    ...(row.cultureCodeIds && { cultureCodeIds: row.cultureCodeIds }),
    questions: row.questions.map((question) => ({
      id: question.id,
      type: question.type,
      required: question.required,
      text: text(question.texts),
      options: question.options.map((option) => ({ id: option.id, text: text(option.texts) })),
    })),
  };
}
