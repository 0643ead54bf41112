import {
  type Curation,
  ERRORS,
  type Localization,
  type ProductInfo,
  TEXT_CATALOGUE_VERSION,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
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

const SOURCE_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(ERRORS).map(([code, { message }]) => [code, message]),
);

function localization(content: ContentStore, cultureCode: string): Localization {
  const { messages, updateDate } = content.localization;
  const own = cultureCode === SOURCE_CULTURE ? undefined : messages[cultureCode];
  // A translation may be partial: missing texts stay in en-US.
  return {
    cultureCode: own ? cultureCode : SOURCE_CULTURE,
    version: TEXT_CATALOGUE_VERSION,
    updateDate,
    messages: { ...SOURCE_MESSAGES, ...own },
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
  return [SOURCE_CULTURE, ...Object.keys(content.localization.messages)];
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
