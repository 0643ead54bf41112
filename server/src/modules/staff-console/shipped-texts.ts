import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_CULTURE, textChain } from '@backstage/domain';

// The texts the web app ships (web/src/i18n/locales/<culture>/<namespace>.json; en-US is the source), read by
// the server for the culture-text editor (docs/product.md#culture-texts). From sources they are read where they
// are; the server bundle carries a copy (server/build.mjs copies them to dist/locales).

/** Texts of one culture: namespace → flattened key (`login.submit`) → text. */
export type TextCatalogue = Map<string, Map<string, string>>;

function localesDir(): string | undefined {
  for (const relative of ['./locales/', '../../../../web/src/i18n/locales/', '../../web/src/i18n/locales/']) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(join(path, SOURCE_CULTURE))) return path;
  }
  return undefined;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
}

function readCulture(dir: string, culture: string): TextCatalogue | undefined {
  const folder = join(dir, culture);
  if (!existsSync(folder)) return undefined;
  const catalogue: TextCatalogue = new Map();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const texts = new Map<string, string>();
    flatten(JSON.parse(readFileSync(join(folder, file), 'utf8')), '', texts);
    catalogue.set(file.slice(0, -'.json'.length), texts);
  }
  return catalogue;
}

/** The shipped texts, read once per process (they change only with a deploy). */
export interface ShippedTexts {
  source: TextCatalogue;
  /**
   * A culture's shipped translation along its chain (a variant's own texts over its base's, ADR 083), or undefined
   * when it ships none (it shows the English).
   */
  culture(code: string): TextCatalogue | undefined;
  /** The culture of `code`'s chain whose own file holds the key's shipped text (en-US's not counted). */
  supplier(code: string, namespace: string, key: string): string | undefined;
}

let loaded: ShippedTexts | undefined;

export function shippedTexts(dir = localesDir()): ShippedTexts {
  if (loaded) return loaded;
  if (!dir) throw new Error('The web app’s texts (web/src/i18n/locales) were not found beside the server.');
  const folders = new Map<string, TextCatalogue | undefined>();
  const folder = (code: string) => {
    if (!folders.has(code))
      folders.set(code, /^[A-Za-z-]{2,20}$/.test(code) ? readCulture(dir, code) : undefined);
    return folders.get(code);
  };
  const cultures = new Map<string, TextCatalogue | undefined>();
  const culture = (code: string) => {
    if (!cultures.has(code))
      cultures.set(
        code,
        alongChain(
          textChain(code).filter((c) => c !== SOURCE_CULTURE),
          folder,
        ),
      );
    return cultures.get(code);
  };
  const supplier = (code: string, namespace: string, key: string) =>
    textChain(code)
      .filter((c) => c !== SOURCE_CULTURE)
      .find((c) => folder(c)?.get(namespace)?.has(key));
  loaded = { source: folder(SOURCE_CULTURE)!, culture, supplier };
  return loaded;
}

/** The catalogues of `chain` (a culture first, its bases after) drawn base first; undefined when none ships. */
function alongChain(
  chain: string[],
  folder: (code: string) => TextCatalogue | undefined,
): TextCatalogue | undefined {
  const catalogues = chain.map(folder).filter((catalogue) => catalogue !== undefined);
  if (catalogues.length === 0) return undefined;
  const merged: TextCatalogue = new Map();
  for (const catalogue of catalogues.reverse())
    for (const [namespace, texts] of catalogue)
      merged.set(namespace, new Map([...(merged.get(namespace) ?? []), ...texts]));
  return merged;
}
