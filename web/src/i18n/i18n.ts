import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialCulture, storeCulture } from './culture';

// en-US is the source catalogue, bundled as the fallback; every other locale loads on demand.
const bundled = import.meta.glob<Record<string, unknown>>('./locales/en-US/*.json', {
  eager: true,
  import: 'default',
});
// One module per culture (bundles/README.md): a culture's namespaces arrive in one request.
const lazy = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./bundles/*.ts');

export const FALLBACK_CULTURE = 'en-US';
const namespaceOf = (path: string) => path.split('/').at(-1)!.replace('.json', '');

/** Adds a culture's namespaces to i18next (nothing to load for cultures without content). */
async function loadCulture(code: string): Promise<void> {
  const load = lazy[`./bundles/${code}.ts`];
  if (!load) return;
  for (const [path, content] of Object.entries((await load()).default))
    i18next.addResourceBundle(code, namespaceOf(path), content, true, true);
}

/** Starts i18n in the visit's culture; call before the first render. */
export async function initI18n(culture = initialCulture()): Promise<void> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = { [FALLBACK_CULTURE]: {} };
  for (const [path, content] of Object.entries(bundled))
    resources[FALLBACK_CULTURE]![namespaceOf(path)] = content;
  await i18next.use(initReactI18next).init({
    resources,
    lng: culture,
    fallbackLng: FALLBACK_CULTURE,
    defaultNS: 'common',
    ns: Object.keys(resources[FALLBACK_CULTURE]!),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeCulture(culture);
}

/** Switches the interface language without a reload; remembers it and sets <html lang>. */
export async function changeCulture(code: string): Promise<void> {
  if (code !== FALLBACK_CULTURE) await loadCulture(code);
  await i18next.changeLanguage(code);
  storeCulture(code);
  document.documentElement.lang = code === 'Lt-sr-SP' ? 'sr-Latn-RS' : code;
}
