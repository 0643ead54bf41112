import {
  type CultureCodeInfo,
  countryByName,
  countryOfCulture,
  isCultureCode,
  normalizeCultureCode,
} from '@backstage/domain';

/** The form's values, named as the account's fields: the country (its English name) and the culture code; rules in `region-language-schema.ts`. */
export interface RegionLanguageValues {
  country: string;
  cultureCode: string;
}

/** Where the region can come from, most specific first. */
export interface RegionSources {
  /** The account's country. */
  country?: string;
  /** The account's culture code. */
  accountCultureCode?: string;
  /** The visit's country by geo lookup. */
  geoCountry?: string;
  /** The interface's culture code (i18next calls it the language). */
  interfaceCultureCode: string;
}

/**
 * The form's start: the region the account or visit is in (the account's country, else its culture's
 * country, else the geo lookup's, else the interface culture's; International names none) and the interface
 * language, normalised as docs/product.md#culture-normalisation says.
 */
export function initialRegionLanguage({
  country,
  accountCultureCode,
  geoCountry,
  interfaceCultureCode,
}: RegionSources): RegionLanguageValues {
  const cultureCode = isCultureCode(interfaceCultureCode)
    ? interfaceCultureCode
    : normalizeCultureCode(interfaceCultureCode);
  const region =
    countryByName(country) ??
    countryOfCulture(accountCultureCode) ??
    countryByName(geoCountry) ??
    countryOfCulture(cultureCode);
  return { country: region?.name ?? '', cultureCode };
}

// What someone typing a culture code writes: "ja", "ja-jp", "ja_JP", "lt-sr-sp".
const CULTURE_CODE_INPUT = /^[a-z]{2}([-_][a-z]{2}){0,2}$/i;

/**
 * The cultures matching what was typed: a typed culture code counts in its docs/product.md#culture-normalisation normalised form (ja-jp →
 * ja-JP, sr-sp → Lt-sr-SP, ja → ja-JP) and comes first; otherwise the region, language or code contains it.
 */
export function matchCultures(
  options: readonly CultureCodeInfo[],
  input: string,
  label: (culture: CultureCodeInfo) => string,
): CultureCodeInfo[] {
  const text = input.trim().toLowerCase();
  if (!text) return [...options];
  // The default culture for an unknown language is no match for what was typed.
  const normalised = CULTURE_CODE_INPUT.test(text) ? normalizeCultureCode(text) : undefined;
  const relevant = normalised?.toLowerCase().includes(text.slice(0, 2)) ? normalised : undefined;
  const exact = options.filter((culture) => culture.value === relevant);
  const others = options.filter(
    (culture) =>
      culture.value !== relevant &&
      (label(culture).toLowerCase().includes(text) || culture.value.toLowerCase().includes(text)),
  );
  return [...exact, ...others];
}
