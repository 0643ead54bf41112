// How a search's words become a database query (ADR 025, docs/product.md#knowledge-base).

/** PostgreSQL text-search configurations by language; a language not listed is searched by n-grams. */
const CONFIGS: Record<string, string> = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  pt: 'portuguese',
  ro: 'romanian',
  sv: 'swedish',
};

/** The text-search configuration of a culture's language, or undefined where to_tsvector does not split words. */
export function searchConfigOf(cultureCode: string): string | undefined {
  return CONFIGS[cultureCode.split('-')[0]!.toLowerCase()];
}

/** Letters and digits of any script, lower case; everything else separates words. At most 8 words. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The grams of a search in a language written without spaces: words in those scripts become overlapping
 * pairs of characters (bigrams, so 「ファームウェアの更新」 still finds 「ファームウェアを更新」), other words stay whole.
 */
export function searchGrams(words: string[]): string[] {
  const grams = words.flatMap((word) => {
    const chars = [...word];
    if (!CJK.test(word) || chars.length <= 2) return [word];
    return chars.slice(0, -1).map((char, i) => char + chars[i + 1]);
  });
  return [...new Set(grams)].slice(0, 32);
}

/** How many of the grams an article must contain: about two thirds, so one particle more or less still matches. */
export function gramsNeeded(grams: string[]): number {
  return Math.max(1, Math.ceil(grams.length * 0.66));
}

/** The part of the body around the first searched word (160 characters), or its beginning. */
export function snippetOf(body: string, terms: string[], length = 160): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((i) => i >= 0), Infinity);
  if (at === Infinity || at < length / 2)
    return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
  const start = Math.max(0, at - 40);
  const wordStart = text.lastIndexOf(' ', start) + 1 || start;
  const slice = text.slice(wordStart, wordStart + length).trimEnd();
  return `…${slice}${wordStart + length < text.length ? '…' : ''}`;
}
