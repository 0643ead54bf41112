import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The texts the web app ships (web/src/i18n/locales/<culture>/<namespace>.json; en-US is the source), read by
// the server for the culture-text editor (docs/product.md#culture-texts). From sources they are read where they
// are; the server bundle carries a copy (server/build.mjs copies them to dist/locales).

/** Texts of one culture: namespace → flattened key (`login.submit`) → text. */
export type TextCatalogue = Map<string, Map<string, string>>;

export const SOURCE_CULTURE = 'en-US';

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
  /** A culture's shipped translation, or undefined when it ships none (it shows the English). */
  culture(code: string): TextCatalogue | undefined;
}

let loaded: ShippedTexts | undefined;

export function shippedTexts(dir = localesDir()): ShippedTexts {
  if (loaded) return loaded;
  if (!dir) throw new Error('The web app’s texts (web/src/i18n/locales) were not found beside the server.');
  const cultures = new Map<string, TextCatalogue | undefined>();
  const culture = (code: string) => {
    if (!cultures.has(code))
      cultures.set(code, /^[A-Za-z-]{2,20}$/.test(code) ? readCulture(dir, code) : undefined);
    return cultures.get(code);
  };
  loaded = { source: culture(SOURCE_CULTURE)!, culture };
  return loaded;
}
