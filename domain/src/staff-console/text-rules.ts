// Rules for a staff member's text override (docs/product.md#culture-texts): it keeps the English source's
// `{{placeholders}}`, its `$t(…)` nesting and its plural forms, and it is text, never markup.

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const NESTING = /\$t\(([^)]*)\)/g;
/** Tags, comments, entities: what a browser would read as markup if the text were ever put in as HTML. */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|&[a-z#0-9]+;/i;

/** i18next's plural suffixes: `key_one`, `key_other`, … */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The distinct placeholders (`{{name}}`, as written) and `$t(…)` nestings of a text. */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) found.add(`{{${match[1]!.split(',')[0]!.trim()}}}`);
  for (const match of text.matchAll(NESTING)) found.add(match[0]);
  return [...found];
}

/** The placeholders of the source a text leaves out, as written in the source. */
export function missingPlaceholders(source: string, text: string): string[] {
  const kept = new Set(placeholdersOf(text));
  return placeholdersOf(source).filter((placeholder) => !kept.has(placeholder));
}

/** Placeholders a text brings that the source does not have (they would show as written, or leak a value). */
export function unknownPlaceholders(source: string, text: string): string[] {
  const known = new Set(placeholdersOf(source));
  return placeholdersOf(text).filter((placeholder) => !known.has(placeholder));
}

/** True when a text holds markup (tags or entities). */
export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/** A key's plural base and form (`items_other` → `items`, `other`), or undefined for a plain key. */
export function pluralForm(key: string): { base: string; form: string } | undefined {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : undefined;
}

export type OverrideProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  | { kind: 'markup' }
  | { kind: 'missingPlaceholder'; placeholder: string }
  | { kind: 'unknownPlaceholder'; placeholder: string };

/** Longest override accepted, in characters. */
export const TEXT_OVERRIDE_MAX = 2000;

/** What is wrong with an override of a source text, or undefined when it may be saved. */
export function overrideProblem(source: string, text: string): OverrideProblem | undefined {
  if (text.trim() === '') return { kind: 'empty' };
  if (text.length > TEXT_OVERRIDE_MAX) return { kind: 'tooLong' };
  if (hasMarkup(text)) return { kind: 'markup' };
  const missing = missingPlaceholders(source, text)[0];
  if (missing) return { kind: 'missingPlaceholder', placeholder: missing };
  const unknown = unknownPlaceholders(source, text)[0];
  if (unknown) return { kind: 'unknownPlaceholder', placeholder: unknown };
  return undefined;
}

/** The English sentence for a problem (the API's field message; the web words the kind itself). */
export function overrideProblemText(problem: OverrideProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'Enter the text, or revert to the shipped text.';
    case 'tooLong':
      return `Use at most ${TEXT_OVERRIDE_MAX} characters.`;
    case 'markup':
      return 'Texts are shown as they are written: remove the markup (tags such as <b> or entities such as &amp;).';
    case 'missingPlaceholder':
      return `Keep the placeholder ${problem.placeholder} of the English source.`;
    case 'unknownPlaceholder':
      return `The English source has no placeholder ${problem.placeholder}.`;
  }
}
