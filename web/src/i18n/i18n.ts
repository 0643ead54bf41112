import { drawnOverSource, SOURCE_CULTURE, textChain } from '@backstage/domain/culture-texts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialCulture, storeCultureCode } from './culture';
import { FIRST_NAMESPACES } from './first-namespaces';
import { loadStaffTexts, withStaffTexts } from './published-texts';

/** A namespace's texts, as its JSON file holds them. */
type Texts = Record<string, unknown>;

// One module per culture, en-US's too (bundles/README.md): its first pages' texts in one request, each later
// namespace on its own. The app carries none: a culture that holds every text never fetches en-US's (ADR 098).
type CultureBundle = { first: Record<string, Texts>; later: Record<string, () => Promise<Texts>> };
const lazy = import.meta.glob<CultureBundle>('./bundles/*.ts');

const namespaceOf = (path: string) => path.split('/').at(-1)!.replace('.json', '');
const byNamespace = (files: Record<string, Texts>) =>
  Object.fromEntries(Object.entries(files).map(([path, content]) => [namespaceOf(path), content]));

/** A failed fetch (offline, a new deployment) is asked again next time rather than remembered. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let loading = cache.get(key);
  if (!loading) {
    loading = load();
    loading.catch(() => cache.delete(key));
    cache.set(key, loading);
  }
  return loading;
}

const cultureBundles = new Map<string, Promise<CultureBundle | undefined>>();
const cultureLater = new Map<string, Promise<Texts | undefined>>();

/** A culture's bundle, fetched once (with its first pages' texts); none for cultures without content. */
function cultureBundle(code: string): Promise<CultureBundle | undefined> {
  const load = lazy[`./bundles/${code}.ts`];
  return once(cultureBundles, code, () => (load ? load() : Promise.resolve(undefined)));
}

/** A namespace's texts in a culture along its chain up to en-US; undefined when it has none. */
async function cultureTexts(code: string, namespace: string): Promise<Texts | undefined> {
  const bundle = await cultureBundle(code);
  if (!bundle) return undefined;
  const first = Object.entries(bundle.first).filter(([path]) => namespaceOf(path) === namespace);
  if (first.length > 0) return alongChain(code, Object.fromEntries(first))[namespace];
  return once(cultureLater, `${code}/${namespace}`, async () => {
    const files = Object.entries(bundle.later).filter(([path]) => namespaceOf(path) === namespace);
    const loaded = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const));
    return alongChain(code, Object.fromEntries(loaded))[namespace];
  });
}

/** A variant's bundle carries its base cultures' files too: each namespace drawn base first, the variant last. */
function alongChain(code: string, files: Record<string, Texts>): Record<string, Texts> {
  const merged: Record<string, Texts> = {};
  for (const culture of textChain(code).reverse()) {
    const own = Object.entries(files).filter(([path]) => path.split('/').at(-2) === culture);
    for (const [namespace, texts] of Object.entries(byNamespace(Object.fromEntries(own))))
      merged[namespace] = merged[namespace] ? overlay(merged[namespace], texts) : texts;
  }
  return merged;
}

/** `own` over `beneath`, object by object. */
function overlay(beneath: Texts, own: Texts): Texts {
  const merged: Texts = { ...beneath };
  for (const [key, value] of Object.entries(own)) {
    const under = merged[key];
    const both = [under, value].every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
    merged[key] = both ? overlay(under as Texts, value as Texts) : value;
  }
  return merged;
}

/**
 * A namespace's texts in a culture, whole: en-US's variants (en-JM) have en-US's beneath their own, fetched at
 * once; any other culture holds every text itself, and a culture without its own (none of the list) shows en-US's.
 */
async function namespaceTexts(culture: string, namespace: string): Promise<Texts | null> {
  const beneath = drawnOverSource(culture) ? cultureTexts(SOURCE_CULTURE, namespace) : undefined;
  const [own, source] = await Promise.all([cultureTexts(culture, namespace), beneath]);
  if (!own) return (source ?? (await cultureTexts(SOURCE_CULTURE, namespace))) || null;
  return source ? overlay(source, own) : own;
}

// i18next asks for a namespace when a screen first uses it (react-i18next suspends the screen meanwhile), and
// for the new culture's loaded namespaces when the culture changes. react-i18next counts a namespace ready as
// soon as the culture's own texts are in, so those come whole: en-JM, which writes a few texts of a namespace
// over en-US, would otherwise draw the rest as keys until en-US arrived, and a dialog opened then kept them.
const bundles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    // A namespace no culture has answers none, not an empty set, which would count as loaded.
    namespaceTexts(language, namespace).then(
      (texts) => callback(null, withStaffTexts(language, namespace, texts)),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Starts i18n in the visit's culture; call before the first render. `namespaces` are loaded too (a screen's
 * own namespaces otherwise arrive when it first renders).
 */
export async function initI18n(culture = initialCulture(), namespaces: string[] = []): Promise<void> {
  await i18next
    .use(bundles)
    .use(initReactI18next)
    .init({
      lng: culture,
      // The backend answers each namespace whole (namespaceTexts): no fallback culture to fetch beside it, and
      // no language without its region (`de` for de-DE), which no bundle holds.
      fallbackLng: false,
      load: 'currentOnly',
      defaultNS: 'common',
      ns: [...FIRST_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      // Screens drawn before the culture's staff texts arrived (published-texts.ts adds them) draw again.
      react: { bindI18nStore: 'added' },
    });
  await i18next.loadNamespaces(namespaces);
  // `init` has taken the culture already: asking for it again cost a phone's start time for nothing.
  markCulture(culture);
}

/** Switches the interface language without a reload; remembers it and sets <html lang>. */
export async function changeCulture(code: string): Promise<void> {
  await i18next.changeLanguage(code);
  markCulture(code);
}

function markCulture(code: string): void {
  storeCultureCode(code);
  loadStaffTexts(code);
  document.documentElement.lang = code === 'Lt-sr-SP' ? 'sr-Latn-RS' : code;
}
