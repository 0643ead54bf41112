/** One selectable culture: the id is stable (database ids), region and language are display names. */
export interface CultureCodeInfo {
  id: number;
  value: string;
  region: string;
  language: string;
}

const c = (id: number, value: string, region: string, language: string): CultureCodeInfo => ({
  id,
  value,
  region,
  language,
});

/** The culture codes of docs/product.md#culture-codes (bg-BG … sv-SE). */
export const CULTURE_CODES: readonly CultureCodeInfo[] = [
  c(1, 'bg-BG', 'Bulgaria', 'Български'),
  c(2, 'cs-CZ', 'Czech Republic', 'Čeština'),
  c(3, 'da-DK', 'Denmark', 'Dansk'),
  c(4, 'de-AT', 'Austria', 'Deutsch'),
  c(5, 'de-CH', 'Switzerland', 'Deutsch'),
  c(6, 'de-DE', 'Germany', 'Deutsch'),
  c(7, 'el-GR', 'Greece', 'Ελληνικά'),
  c(8, 'en-AU', 'Australia', 'English'),
  c(9, 'en-CA', 'Canada', 'English'),
  c(10, 'en-GB', 'United Kingdom', 'English'),
  c(11, 'en-IE', 'Ireland', 'English'),
  c(12, 'en-JM', 'International', 'English'),
  c(13, 'en-NZ', 'New Zealand', 'English'),
  c(14, 'en-US', 'United States', 'English'),
  c(15, 'es-CR', 'Latin America', 'Español'),
  c(16, 'es-ES', 'Spain', 'Español'),
  c(17, 'es-MX', 'Mexico', 'Español'),
  c(18, 'et-EE', 'Estonia', 'Eesti'),
  c(19, 'fi-FI', 'Finland', 'Suomi'),
  c(20, 'fr-BE', 'Belgium', 'Français'),
  c(21, 'fr-CA', 'Canada', 'Français'),
  c(22, 'fr-CH', 'Switzerland', 'Français'),
  c(23, 'fr-FR', 'France', 'Français'),
  c(24, 'hr-HR', 'Croatia', 'Hrvatski'),
  c(25, 'hu-HU', 'Hungary', 'Magyar'),
  c(26, 'it-IT', 'Italy', 'Italiano'),
  c(27, 'ja-JP', 'Japan', '日本語'),
  c(28, 'ko-KR', 'Korea', '한국어'),
  c(29, 'lt-LT', 'Lithuania', 'Lietuvių'),
  c(30, 'lv-LV', 'Latvia', 'Latviešu'),
  c(31, 'nb-NO', 'Norway', 'Norsk bokmål'),
  c(32, 'nl-BE', 'Belgium', 'Nederlands'),
  c(33, 'nl-NL', 'Netherlands', 'Nederlands'),
  c(34, 'pl-PL', 'Poland', 'Polski'),
  c(35, 'pt-BR', 'Brazil', 'Português'),
  c(36, 'pt-PT', 'Portugal', 'Português'),
  c(37, 'ro-RO', 'Romania', 'Română'),
  c(38, 'Lt-sr-SP', 'Serbia', 'Srpski'),
  c(39, 'sk-SK', 'Slovakia', 'Slovenčina'),
  c(40, 'sl-SI', 'Slovenia', 'Slovenščina'),
  c(41, 'sv-SE', 'Sweden', 'Svenska'),
];

export const DEFAULT_CULTURE_CODE = 'en-JM';

const NON_EUROPE = new Set([
  'en-AU',
  'en-CA',
  'en-JM',
  'en-NZ',
  'en-US',
  'es-CR',
  'es-MX',
  'fr-CA',
  'ja-JP',
  'ko-KR',
  'pt-BR',
]);

/** culture code groups (docs/product.md#culture-groups). */
export const CULTURE_GROUPS = {
  us: ['en-US', 'es-CR', 'es-MX'],
  latinAmerica: ['es-CR'],
  brazil: ['pt-BR'],
  canada: ['en-CA', 'fr-CA'],
  australiaNz: ['en-AU', 'en-NZ'],
  europe: CULTURE_CODES.map((code) => code.value).filter((value) => !NON_EUROPE.has(value)),
} as const satisfies Record<string, readonly string[]>;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every culture code by region, then language, as the pickers list them. A plain comparison rather than a
 * collator: making an `Intl.Collator` cost every first page's start (docs/decisions/052-*); the test
 * holds this order to English collation.
 */
export const CULTURES_BY_REGION: readonly CultureCodeInfo[] = [...CULTURE_CODES].sort(
  (a, b) => byCodePoint(a.region, b.region) || byCodePoint(a.language, b.language),
);

export type CultureGroup = keyof typeof CULTURE_GROUPS;

/** The groups a culture code belongs to (US and Latin America overlap on es-CR). */
export function cultureGroupsOf(code: string): CultureGroup[] {
  return (Object.keys(CULTURE_GROUPS) as CultureGroup[]).filter((group) =>
    (CULTURE_GROUPS[group] as readonly string[]).includes(code),
  );
}

/** True for a culture code of the list, exactly as written there. */
export function isCultureCode(value: unknown): value is string {
  return typeof value === 'string' && CULTURE_CODES.some((code) => code.value === value);
}

/** The culture code with this id, if any. */
export function cultureCodeById(id: number): CultureCodeInfo | undefined {
  return CULTURE_CODES.find((code) => code.id === id);
}

// Main culture of a bare language code.
const LANGUAGE_DEFAULTS: Record<string, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-PT',
  nl: 'nl-NL',
  sr: 'Lt-sr-SP',
  no: 'nb-NO',
  nb: 'nb-NO',
};

function canonical(value: string): string | undefined {
  const lower = value.toLowerCase();
  return CULTURE_CODES.find((code) => code.value.toLowerCase() === lower)?.value;
}

/**
 * docs/product.md#culture-normalisation: "xx-yy" becomes "xx-YY" (sr-sp becomes Lt-sr-SP), "xx-yy-zz" becomes "XX-yy-ZZ", a 2-letter
 * language maps to its main culture; anything else gives the default en-JM. Only codes of the list come
 * back: an "xx-yy" whose region is not listed for that language falls back to the language's main culture
 * (en-XX → en-US), and the three-part form, upper-cased literally as the spec says, is then matched
 * without regard to case because the list spells Serbian "Lt-sr-SP".
 */
export function normalizeCultureCode(input?: string | null): string {
  const value = (input ?? '').trim().replace(/_/g, '-');
  let match: RegExpMatchArray | null = value.match(/^([a-z]{2})-([a-z]{2})$/i);
  if (match) {
    const [, lang, region] = match as unknown as [string, string, string];
    if (lang.toLowerCase() === 'sr' && region.toLowerCase() === 'sp') return 'Lt-sr-SP';
    return canonical(`${lang.toLowerCase()}-${region.toUpperCase()}`) ?? fromLanguage(lang);
  }
  match = value.match(/^([a-z]{2})-([a-z]{2})-([a-z]{2})$/i);
  if (match) {
    const [, script, lang, region] = match as unknown as [string, string, string, string];
    return (
      canonical(`${script.toUpperCase()}-${lang.toLowerCase()}-${region.toUpperCase()}`) ??
      DEFAULT_CULTURE_CODE
    );
  }
  if (/^[a-z]{2}$/i.test(value)) return fromLanguage(value);
  return DEFAULT_CULTURE_CODE;
}

function fromLanguage(language: string): string {
  const lang = language.toLowerCase();
  const preferred = LANGUAGE_DEFAULTS[lang];
  if (preferred) return preferred;
  return CULTURE_CODES.find((code) => code.value.startsWith(`${lang}-`))?.value ?? DEFAULT_CULTURE_CODE;
}
