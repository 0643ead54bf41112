import {
  CULTURE_CODES,
  type Curation,
  ERRORS,
  type Localization,
  type ProductInfo,
  TEXT_CATALOGUE_VERSION,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { shippedTexts } from '../staff-console';
import { type ContentStore, pickCulture, SOURCE_CULTURE } from './content-store';
import { productCultures, productInfo } from './product-info-service';

/** What a `key` of `json?key=` names (README "Keys"). */
export type ContentKey = { kind: 'product'; slug: string } | { kind: 'curation' } | { kind: 'localization' };
export type ContentDocument = ProductInfo | Curation | Localization;

/** Reads a key; anything outside the scheme is a 400 naming the keys there are. */
export function parseContentKey(key: string): ContentKey {
  if (key === 'curation' || key === 'localization') return { kind: key };
  const product = /^product\/([^/]+)$/.exec(key);
  if (product) return { kind: 'product', slug: product[1]! };
  throw new AppError('INVALID_PARAMETERS', [
    { field: 'key', message: 'Unknown key: use product/{slug}, curation or localization.' },
  ]);
}

/**
 * The error texts the web app ships in a culture (its `errors` namespace along the culture's chain), the one
 * place each translation is written; none when the culture ships none.
 */
function shippedErrorTexts(cultureCode: string): ReadonlyMap<string, string> | undefined {
  if (cultureCode === SOURCE_CULTURE) return undefined;
  return shippedTexts().culture(cultureCode)?.get('errors');
}

function localization(content: ContentStore, cultureCode: string): Localization {
  const own = shippedErrorTexts(cultureCode);
  return {
    cultureCode: own ? cultureCode : SOURCE_CULTURE,
    version: TEXT_CATALOGUE_VERSION,
    updateDate: content.localization.updateDate,
    // Only the error catalogue's codes, and a partial translation keeps en-US for the rest.
    messages: Object.fromEntries(
      Object.entries(ERRORS).map(([code, { message }]) => [code, own?.get(code) ?? message]),
    ),
  };
}

function curation(content: ContentStore, cultureCode: string): Curation {
  const { cultureCode: culture, value } = pickCulture(content.curation.cultures, cultureCode);
  return { cultureCode: culture, updateDate: content.curation.updateDate, sections: value.sections };
}

/** The document a key names, in a culture (normalised; en-US text where the culture has none). */
export async function contentDocument(
  deps: Deps,
  content: ContentStore,
  key: ContentKey,
  cultureCode: string,
): Promise<ContentDocument> {
  if (key.kind === 'product') return productInfo(deps.db, content, key.slug, cultureCode);
  return key.kind === 'curation' ? curation(content, cultureCode) : localization(content, cultureCode);
}

/** The cultures a key has its own text in: en-US first. */
function culturesOf(content: ContentStore, key: ContentKey): string[] {
  if (key.kind === 'product') return productCultures(content, key.slug);
  if (key.kind === 'curation') return Object.keys(content.curation.cultures);
  return [
    SOURCE_CULTURE,
    ...CULTURE_CODES.map(({ value }) => value).filter((code) => shippedErrorTexts(code)),
  ];
}

/** Every culture's document of a key at once (`json/static`), keyed by culture code. */
export async function staticDocument(deps: Deps, content: ContentStore, key: ContentKey) {
  const cultures: Record<string, ContentDocument> = {};
  for (const culture of culturesOf(content, key))
    cultures[culture] = await contentDocument(deps, content, key, culture);
  const updateDate = Object.values(cultures)
    .map((document) => document.updateDate)
    .reduce((a, b) => (new Date(a) > new Date(b) ? a : b));
  return { updateDate, cultures };
}
