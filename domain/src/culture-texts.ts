/**
 * Where each culture's texts come from (docs/product.md#culture-codes). A base culture holds every text; a
 * variant holds only what people there write differently and is drawn over its base, and every chain ends in
 * en-US, the source catalogue. Screens (web/src/i18n), mails and the staff console's text overrides all read
 * texts along this one chain.
 */
export const SOURCE_CULTURE = 'en-US';

/** A variant culture → the culture its texts are drawn over. */
export const TEXT_BASE: Readonly<Record<string, string>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'en-AU': 'en-GB',
  'en-CA': 'en-US',
  'en-GB': 'en-US',
  'en-IE': 'en-GB',
  'en-JM': 'en-US',
  'en-NZ': 'en-GB',
  'es-CR': 'es-MX',
  'es-MX': 'es-ES',
  'fr-BE': 'fr-FR',
  'fr-CA': 'fr-FR',
  'fr-CH': 'fr-FR',
  'nl-BE': 'nl-NL',
};

/**
 * The cultures whose shipped texts people of the team wrote (docs/translations.md, "Screens: review state"): the
 * en-US source, ja-JP and en-JM. Every other culture's shipped texts are machine-made and unreviewed until a
 * content editor publishes a text for the key (ADR 085).
 */
export const TEAM_WRITTEN_CULTURES: readonly string[] = ['en-US', 'ja-JP', 'en-JM'];

/**
 * Texts of the team's cultures that a language model wrote and nobody of the team has read yet
 * (docs/translations.md): a whole namespace (`oidc`), or `namespace:` and the start of its keys.
 */
export const MACHINE_MADE_IN_TEAM_CULTURES: Readonly<Record<string, readonly string[]>> = {
  'ja-JP': [
    'admin',
    'validation:auditDate',
    'oidc',
    'security:connectedApps.',
    'cloud:productDescriptions.',
    'helpDesk:wholeTicket',
    // 46 of its texts are the team's (once the server's text catalogue); marked whole until reviewed.
    'errors',
  ],
  'en-JM': ['cloudFaq:items.loyalty-how.'],
};

const machineMadeInTeamCulture = (culture: string, namespace: string, key: string) =>
  (MACHINE_MADE_IN_TEAM_CULTURES[culture] ?? []).some((part) => {
    const [partNamespace, keyStart] = part.split(':');
    return partNamespace === namespace && (keyStart === undefined || key.startsWith(keyStart));
  });

/**
 * Whether a culture's text for a key is still machine-made and unreviewed (ADR 085): it ships a translation, the
 * culture of its chain that supplies it (`supplier`) is not one the team wrote (or the team's culture has it from
 * a language model), and no override of a content editor for the key has been published (a published override
 * is the review, even one that keeps the words).
 */
export function isUnreviewedText(text: {
  supplier: string | undefined;
  namespace: string;
  key: string;
  publishedOverride: boolean;
}): boolean {
  if (text.publishedOverride || text.supplier === undefined) return false;
  return (
    !TEAM_WRITTEN_CULTURES.includes(text.supplier) ||
    machineMadeInTeamCulture(text.supplier, text.namespace, text.key)
  );
}

/** Cultures that hold only the texts where they differ from their base. */
export const OVERRIDE_LOCALES: readonly string[] = Object.keys(TEXT_BASE);

/** A culture's texts from its own down to en-US: `es-CR` → es-CR, es-MX, es-ES, en-US. */
export function textChain(code: string): string[] {
  const chain = [code];
  for (let base = TEXT_BASE[code]; base; base = TEXT_BASE[base]) chain.push(base);
  if (chain.at(-1) !== SOURCE_CULTURE) chain.push(SOURCE_CULTURE);
  return chain;
}

/**
 * Whether a culture is one of en-US's own variants (en-GB, en-JM…): it holds only what it writes differently, so
 * en-US's texts lie beneath it. Any other culture's chain holds every text before en-US (ADR 098).
 */
export function drawnOverSource(code: string): boolean {
  for (let base = TEXT_BASE[code]; base; base = TEXT_BASE[base]) if (base === SOURCE_CULTURE) return true;
  return false;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The key a plural form belongs to (`count_few` → `count`): a language has the plural forms its own rules
 * name (Intl.PluralRules), so cultures match en-US key by key on these, not on the forms.
 */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The i18next plural forms a culture's language needs, `other` always among them. */
export function pluralForms(code: string): string[] {
  const language = code === 'Lt-sr-SP' ? 'sr-Latn' : code;
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}
