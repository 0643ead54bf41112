/** The `{{…}}` placeholders of a text, each once, in order (i18next's interpolation, `{{count}}` included). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((match) => `{{${match[1]}}}`))];
}

/**
 * The source's placeholders an override leaves out: an override must keep them all (docs/product.md#staff-console;
 * the server refuses the same, naming them).
 */
export function missingPlaceholders(source: string, override: string): string[] {
  const kept = new Set(placeholdersOf(override));
  return placeholdersOf(source).filter((placeholder) => !kept.has(placeholder));
}

/** Whether a text holds markup, which an override may not (it is shown as text, never as markup). */
export const hasMarkup = (text: string): boolean => /<\/?[a-z][^>]*>/i.test(text);
