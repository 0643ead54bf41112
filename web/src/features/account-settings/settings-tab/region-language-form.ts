import {
  CULTURE_CODES,
  type CultureCodeInfo,
  countryByName,
  isCultureCode,
  normalizeCultureCode,
} from '@backstage/domain';
import { z } from 'zod';

/** Spec §5 change language: region (the account's country) and language (its culture code), both required. */
export const regionLanguageSchema = (messages: { regionRequired: string; languageRequired: string }) =>
  z.object({
    region: z
      .string()
      .trim()
      .refine((name) => countryByName(name) !== undefined, messages.regionRequired),
    language: z.string().refine(isCultureCode, messages.languageRequired),
  });
export type RegionLanguageValues = z.infer<ReturnType<typeof regionLanguageSchema>>;

/** The form's start: the account's country and the interface language, normalised as spec §5 says. */
export function initialRegionLanguage(country: string | undefined, culture: string): RegionLanguageValues {
  return {
    region: countryByName(country) ? (country as string) : '',
    language: isCultureCode(culture) ? culture : normalizeCultureCode(culture),
  };
}

/** Every culture code, by region then language, as the footer's picker lists them. */
export const CULTURE_OPTIONS: readonly CultureCodeInfo[] = [...CULTURE_CODES].sort(
  (a, b) => a.region.localeCompare(b.region) || a.language.localeCompare(b.language),
);

// What someone typing a culture code writes: "ja", "ja-jp", "ja_JP", "lt-sr-sp".
const CULTURE_CODE_INPUT = /^[a-z]{2}([-_][a-z]{2}){0,2}$/i;

/**
 * The cultures matching what was typed: a typed culture code counts in its spec §5 normalised form (ja-jp →
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
