import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Texts = { [key: string]: string | Texts };
const localesDir = fileURLToPath(new URL('../../../web/src/i18n/locales/', import.meta.url));

/**
 * A screen text of a base culture as the portal ships it (web/src/i18n/locales), so a journey in another language
 * finds its fields and buttons by the words that culture's visitor reads: `text('de-DE', 'auth', 'signup.create')`.
 */
export function text(
  culture: string,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const texts = JSON.parse(readFileSync(`${localesDir}${culture}/${namespace}.json`, 'utf8')) as Texts;
  const found = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (node as Texts)?.[part], texts);
  if (typeof found !== 'string') throw new Error(`no text ${culture}/${namespace} ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
